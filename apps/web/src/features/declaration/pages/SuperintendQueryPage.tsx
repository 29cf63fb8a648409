import { DECLARATION_KINDS } from '../kinds';
import { DeclarationQueryPage } from './DeclarationQueryPage';

/** 安装改造修理监督检验申报 (new-superintend-query): list, form and the way to the detail. */
export default function SuperintendQueryPage() {
  return <DeclarationQueryPage kind={DECLARATION_KINDS.superintend} />;
}
