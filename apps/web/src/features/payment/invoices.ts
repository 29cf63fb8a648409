import { usePlatform } from '@/platform/PlatformContext';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import type { Option } from '@/kit/options';
import { fetchChargeList, type Charge } from './api/charge-list';
import { fetchInvoiceTitleList, type InvoiceTitle } from './api/invoice-title-list';
import { useApplyInvoice } from './api/apply-invoice';
import { useSaveInvoiceTitle, type SaveInvoiceTitleBody } from './api/save-invoice-title';
import { yuan } from './money';

/** 发票状态 (0 申请中, 1 已开具, 2 已红冲, 3 开票失败). */
export const invoiceStatusOptions: Option[] = [
  { value: '0', label: '申请中' },
  { value: '1', label: '已开具' },
  { value: '2', label: '已红冲' },
  { value: '3', label: '开票失败' },
];
export const invoiceColor: Record<string, string> = { '0': 'blue', '1': 'green', '2': 'gray', '3': 'red' };
export const titleTypeOptions: Option[] = [
  { value: '1', label: '企业' },
  { value: '2', label: '个人' },
];
const invoiceTypeOptions: Option[] = [
  { value: '电子普通发票', label: '电子普通发票' },
  { value: '电子专用发票', label: '电子专用发票' },
];
const yesNo: Option[] = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];

export type TitleValues = {
  titleType: string;
  name: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  email: string;
  isDefault: string;
};

const isCompany = (v: TitleValues) => v.titleType === '1';

/**
 * The invoice title form. A company title needs its 纳税人识别号 (the unified social credit code,
 * checked by the SDK's rule with the spec's message) and may carry the details a special invoice
 * needs; a person's title has neither.
 */
const titleSections: FormSection<TitleValues>[] = [
  {
    title: '发票抬头',
    columns: 2,
    fields: [
      { name: 'titleType', label: '抬头类型', kind: 'select', options: titleTypeOptions, required: true },
      { name: 'name', label: '抬头名称', required: true, maxLength: 100, placeholder: '单位全称或个人姓名' },
      { name: 'email', label: '接收邮箱', rule: 'email', placeholder: '电子发票发送到此邮箱' },
      { name: 'isDefault', label: '设为默认', kind: 'select', options: yesNo, required: true },
    ],
  },
  {
    title: '纳税信息',
    columns: 2,
    visible: isCompany,
    fields: [
      {
        name: 'taxNo',
        label: '纳税人识别号',
        required: true,
        rule: 'creditCode',
        placeholder: '统一社会信用代码（15 或 18 位）',
        span: 2,
      },
      { name: 'address', label: '注册地址', span: 2 },
      { name: 'phone', label: '注册电话', rule: 'phone' },
      { name: 'bank', label: '开户银行' },
      {
        name: 'account',
        label: '银行账号',
        validate: (v) => (/^\d{8,30}$/.test(v) ? null : '银行账号为 8 至 30 位数字'),
      },
    ],
  },
];

/** The title's save body: a person's title leaves the tax section out; 设为默认 is a boolean in the contract. */
function titleBody(v: TitleValues, id?: string): SaveInvoiceTitleBody {
  return formBody(titleSections, v, { ...(id ? { id } : {}), isDefault: v.isDefault === 'true' });
}

/** Opens the invoice title form (new, or a title to change). */
export function useInvoiceTitleForm() {
  const save = useSaveInvoiceTitle();
  return (existing?: InvoiceTitle) => {
    const s = (v: string | null | undefined) => v ?? '';
    return openFormDialog<TitleValues>({
      title: existing ? `修改开票信息：${existing.name}` : '新增开票信息',
      sections: titleSections,
      initialValues: {
        titleType: existing?.titleType ?? '1',
        name: s(existing?.name),
        taxNo: s(existing?.taxNo),
        address: s(existing?.address),
        phone: s(existing?.phone),
        bank: s(existing?.bank),
        account: s(existing?.account),
        email: s(existing?.email),
        isDefault: existing?.isDefault ? 'true' : 'false',
      },
      submitLabel: '保存',
      onSubmit: (v) => save.mutateAsync(titleBody(v, existing?.id)),
    });
  };
}

type ApplyValues = { chargesysid: string; titleId: string; invoiceType: string; email: string; remark: string };

const chargeLabel = (c: Charge) => `${c.onlinelsh ?? c.chargesysid} · ${c.chargeTypeName} · ${yuan(c.total)}`;

/**
 * Opens 申请开票: a paid charge without an invoice (the given one, or chosen), a title (the default
 * one first), the invoice type and e-mail. Resolves true once applied.
 */
export function useInvoiceApplyDialog() {
  const platform = usePlatform();
  const apply = useApplyInvoice();
  return async (charge?: Pick<Charge, 'chargesysid' | 'onlinelsh' | 'chargeTypeName' | 'total'>) => {
    const [charges, titles] = await Promise.all([
      fetchChargeList(platform, { pageNo: 1, pageSize: 100, payStatus: '1' }),
      fetchInvoiceTitleList(platform, { pageNo: 1, pageSize: 100 }),
    ]);
    const open = charges.list.filter((c) => c.payStatus === '1' && (c.invoiceStatus ?? '0') === '0');
    const chargeOptions = open.map((c) => ({ value: c.chargesysid, label: chargeLabel(c as Charge) }));
    if (charge && !chargeOptions.some((o) => o.value === charge.chargesysid))
      chargeOptions.unshift({ value: charge.chargesysid, label: chargeLabel(charge as Charge) });
    const titleOptions = titles.list.map((t) => ({
      value: t.id,
      label: `${t.name}${t.taxNo ? `（${t.taxNo}）` : ''}${t.isDefault ? ' · 默认' : ''}`,
    }));
    const preferred = titles.list.find((t) => t.isDefault) ?? titles.list[0];
    const sections: FormSection<ApplyValues>[] = [
      {
        title: '开票内容',
        columns: 2,
        fields: [
          { name: 'chargesysid', label: '收费记录', kind: 'select', options: chargeOptions, required: true, span: 2 },
          {
            name: 'titleId',
            label: '发票抬头',
            kind: 'select',
            options: titleOptions,
            required: true,
            span: 2,
            description: titleOptions.length ? undefined : '请先在“开票信息”中新增发票抬头',
          },
          { name: 'invoiceType', label: '发票类型', kind: 'select', options: invoiceTypeOptions, required: true },
          { name: 'email', label: '接收邮箱', rule: 'email', placeholder: '不填则用抬头中的邮箱' },
          { name: 'remark', label: '发票备注', kind: 'textarea', maxLength: 100, span: 2 },
        ],
      },
    ];
    return openFormDialog<ApplyValues>({
      title: '申请开具发票',
      description: chargeOptions.length
        ? '一笔已支付的收费只能开具一张发票，开具后发送到接收邮箱。'
        : '没有可开票的收费记录（需已支付且未开票）。',
      sections,
      initialValues: {
        chargesysid: charge?.chargesysid ?? '',
        titleId: preferred?.id ?? '',
        invoiceType: '电子普通发票',
        email: preferred?.email ?? '',
        remark: charge?.onlinelsh ? `报检流水号 ${charge.onlinelsh}` : '',
      },
      submitLabel: '提交申请',
      successMessage: '开票申请已提交',
      onSubmit: (v) => apply.mutateAsync(formBody(sections, v)),
    });
  };
}
