import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { serverNow } from '@/platform/server-clock';

/** Today as 2026-11-21 星期六. */
const todayLabel = (d = serverNow()) => dayjs(d).locale('zh-cn').format('YYYY-MM-DD dddd');

/**
 * Today's label, turning over at the server's midnight (the header does not re-render when another
 * page is shown; the server's clock may be hours off the browser's). Each wake-up reads the server's
 * clock again and sets the next one: an answer heard in between may have moved what the app knows
 * of that clock, so a wake-up can come before the server's midnight, and the label must still turn
 * over at the next.
 */
export function useToday(): string {
  const [today, setToday] = useState(todayLabel);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const wakeAtMidnight = () => {
      const now = dayjs(serverNow());
      timer = setTimeout(
        () => {
          setToday(todayLabel());
          wakeAtMidnight();
        },
        now.add(1, 'day').startOf('day').diff(now) + 1000,
      );
    };
    wakeAtMidnight();
    return () => clearTimeout(timer);
  }, []);
  return today;
}
