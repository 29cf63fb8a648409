import { DECLARATION_KINDS } from '../kinds';
import { DeclarationQueryPage } from './DeclarationQueryPage';

/** 设计文件鉴定申报 (new-appraisal-query): list, form and the way to the detail. */
export default function AppraisalQueryPage() {
  return <DeclarationQueryPage kind={DECLARATION_KINDS.appraisal} />;
}
