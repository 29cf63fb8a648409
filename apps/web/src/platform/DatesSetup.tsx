import '@mantine/dates/styles.layer.css';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { DatesProvider } from '@mantine/dates';

dayjs.locale('zh-cn');

/** Chinese dates (zh-cn, weeks from Monday) for the shell and the pages outside it that pick dates. */
export function DatesSetup({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
