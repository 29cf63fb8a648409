import { DateInput, type DateInputProps } from '@mantine/dates';
import { useRef, useState } from 'react';

/** What a whole typed date looks like in the `YYYY-MM-DD` format the forms use. */
const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Mantine's DateInput, whose calendar closes once a whole date has been typed. Left open, the
 * calendar lies over what is below the field (a dialog's 保存), and the click meant for that picks a
 * day instead. Clicking the field, focusing it again or typing in it opens the calendar again.
 */
export function DateField({ onChange, onClick, onFocus, onKeyDown, popoverProps, ...props }: DateInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(false);
  return (
    <DateInput
      {...props}
      ref={input}
      popoverProps={typed ? { ...popoverProps, opened: false } : popoverProps}
      onChange={(value) => {
        setTyped(value !== null && WHOLE_DATE.test(input.current?.value ?? ''));
        onChange?.(value);
      }}
      onClick={(e) => {
        setTyped(false);
        onClick?.(e);
      }}
      onFocus={(e) => {
        setTyped(false);
        onFocus?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Tab' && e.key !== 'Enter' && e.key !== 'Shift') setTyped(false);
        onKeyDown?.(e);
      }}
    />
  );
}
