import { DECLARATION_KINDS } from '../kinds';
import { DeclarationQueryPage } from './DeclarationQueryPage';

/** 制造监督检验申报 (online-supervise-query): list, form and the way to the detail. */
export default function ManufactureSuperviseQueryPage() {
  return <DeclarationQueryPage kind={DECLARATION_KINDS.manufactureSupervise} />;
}
