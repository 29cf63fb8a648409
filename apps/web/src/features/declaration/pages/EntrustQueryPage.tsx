import { DECLARATION_KINDS } from '../kinds';
import { DeclarationQueryPage } from './DeclarationQueryPage';

/** 委托检验申报 (new-entrust-query): list, form and the way to the detail. */
export default function EntrustQueryPage() {
  return <DeclarationQueryPage kind={DECLARATION_KINDS.entrust} />;
}
