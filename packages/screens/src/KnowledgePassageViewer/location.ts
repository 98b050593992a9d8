import type { KnowledgeLocation } from '@legion/api';
import { useLingui } from '@lingui/react/macro';

/**
 * Where a passage is, in words (decision 0094): "第 2–3 页", "工作表“套餐” 第 4 行", "第 12 行"
 * (CSV), then its headings "售后服务 › 退货政策"; null when nothing is known
 */
export function useLocationText() {
  const { t } = useLingui();
  return (location: KnowledgeLocation | null | undefined, withHeadings = true): string | null => {
    if (!location) return null;
    const parts: string[] = [];
    const { page, pageEnd, sheet, row, rowEnd } = location;
    if (page !== undefined) parts.push(pageEnd ? t`第 ${page}–${pageEnd} 页` : t`第 ${page} 页`);
    const rows = row === undefined ? null : rowEnd ? t`第 ${row}–${rowEnd} 行` : t`第 ${row} 行`;
    if (sheet !== undefined) parts.push(rows ? t`工作表“${sheet}” ${rows}` : t`工作表“${sheet}”`);
    else if (rows) parts.push(rows);
    // a sheet's name is also its heading: said once
    const headings = location.headings.filter((heading) => heading !== sheet);
    if (withHeadings && headings.length > 0) parts.push(headings.join(' › '));
    return parts.length > 0 ? parts.join(' · ') : null;
  };
}
