import { Fragment, useEffect, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { forgetPrintDocument, readPrintDocument, type PrintField, type PrintSection } from '@/kit/print/handover';
import classes from './TablePrintPage.module.css';

/** Fields two to a row (label, value, label, value); a field spanning 2 takes a row of its own. */
function fieldRows(fields: PrintField[]): PrintField[][] {
  const rows: PrintField[][] = [];
  let row: PrintField[] = [];
  for (const f of fields) {
    if (f.span === 2) {
      if (row.length) rows.push(row);
      rows.push([f]);
      row = [];
      continue;
    }
    row.push(f);
    if (row.length === 2) {
      rows.push(row);
      row = [];
    }
  }
  if (row.length) rows.push(row);
  return rows;
}

function Section({ section }: { section: PrintSection }) {
  const { title, fields, table, note } = section;
  const numeric = new Set(table?.numeric ?? []);
  return (
    <section className={classes.section}>
      {title && <h2 className={classes.sectionTitle}>{title}</h2>}
      {fields && fields.length > 0 && (
        <table className={classes.fields}>
          <tbody>
            {fieldRows(fields).map((row) => (
              <tr key={row.map((f) => f.label).join('|')}>
                {row.map((f) => (
                  <Fragment key={f.label}>
                    <th scope="row">{f.label}</th>
                    <td colSpan={row.length === 1 ? 3 : 1}>{f.value || '—'}</td>
                  </Fragment>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {table && (
        <div
          className={classes.tableBox}
          tabIndex={0}
          role="region"
          aria-label={title ? `${title}（可横向滚动）` : '表格（可横向滚动）'}
        >
          <table className={classes.table} aria-label={title}>
            <thead>
              <tr>
                {table.columns.map((c, i) => (
                  <th key={c} className={numeric.has(i) ? classes.num : undefined} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.length === 0 && (
                <tr>
                  <td colSpan={table.columns.length}>无记录</td>
                </tr>
              )}
              {table.rows.map((r, ri) => (
                <tr key={ri}>
                  {r.map((c, i) => (
                    <td key={i} className={numeric.has(i) ? classes.num : undefined}>
                      {c}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {table.footer && (
              <tfoot>
                <tr>
                  {table.footer.map((c, i) => (
                    <td key={i} className={numeric.has(i) ? classes.num : undefined}>
                      {c}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
      {note && <p className={classes.note}>{note}</p>}
    </section>
  );
}

/**
 * /tablePrint: the print view of a list or record handed over by a page's print button (see
 * handover.ts): no shell, one A4 sheet, the browser's print dialog from 打印 (the toolbar is not
 * printed).
 */
export default function TablePrintPage() {
  const [params] = useSearchParams();
  const key = params.get('key');
  return <PrintView key={key ?? ''} handover={key} />;
}

/** The document is read once and its hand-over removed: it may hold personal data. */
function PrintView({ handover }: { handover: string | null }) {
  const [doc] = useState(() => readPrintDocument(handover));
  useEffect(() => {
    if (handover) forgetPrintDocument(handover);
  }, [handover]);
  return (
    <div className={classes.screen}>
      <Group className={classes.toolbar}>
        <Text size="sm" c="dimmed">
          打印预览（A4）
        </Text>
        <Group gap="xs">
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!doc}>
            打印
          </Button>
          <Button variant="default" leftSection={<IconX size={16} />} onClick={() => window.close()}>
            关闭
          </Button>
        </Group>
      </Group>
      <main className={classes.sheet}>
        {doc ? (
          <>
            <h1 className={classes.title}>{doc.title}</h1>
            {doc.subtitle && <p className={classes.subtitle}>{doc.subtitle}</p>}
            {doc.sections.map((s, i) => (
              <Section key={`${s.title ?? ''}${i}`} section={s} />
            ))}
            {doc.footer && <p className={classes.footer}>{doc.footer}</p>}
            <p className={classes.printedAt}>打印时间：{dayjs().format('YYYY-MM-DD HH:mm')}</p>
          </>
        ) : (
          <Alert color="yellow" title="没有要打印的内容" role="alert">
            打印内容已过期或地址不完整，请回到原页面重新点击“打印”。
          </Alert>
        )}
      </main>
    </div>
  );
}
