import { decodeEquipmentCode } from '@tzsb/sdk';
import { areaName, varietyName } from './varieties';

/**
 * What an 18-digit equipment code says (spec 9): 品种 (and so the class), 制造地 area code, 制造年份
 * and 顺序号, e.g. `品种 3110 曳引驱动乘客电梯（电梯） · 制造地 330200 宁波市 · 2019 年制造 · 顺序号 0123`.
 * `null` for anything that is not 18 digits.
 */
export function describeEquipmentCode(code: string | null | undefined): string | null {
  const d = decodeEquipmentCode(code ?? '');
  if (!d) return null;
  const variety = [d.varietyCode, varietyName(d.varietyCode)].filter(Boolean).join(' ');
  const area = [d.areaCode, areaName(d.areaCode)].filter(Boolean).join(' ');
  return [
    `品种 ${variety}${d.type ? `（${d.type.name}）` : '（无此类别）'}`,
    `制造地 ${area}`,
    `${d.year} 年制造`,
    `顺序号 ${d.sequence}`,
  ].join(' · ');
}
