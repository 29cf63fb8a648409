import { defineOutsideRoutes } from '@/platform/routing';

/** The A4 print view of any list or record another page hands over (kit/print). */
export const printRoutes = defineOutsideRoutes('print', {
  table_print: {
    path: '/tablePrint',
    title: '打印',
    public: true,
    page: 'TablePrintPage',
    search: { key: 'optional' },
  },
});
