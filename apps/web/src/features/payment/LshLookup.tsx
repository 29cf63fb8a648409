import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';

const LSH = /^[A-Z]{2}\d{14}$/;

/**
 * Asks for the 报检流水号 of a page opened without one: two letters and 14 digits, upper-cased as
 * typed, refused with `invalidText` otherwise.
 */
export function LshLookup({
  submitLabel,
  invalidText,
  onSearch,
}: {
  submitLabel: string;
  invalidText: string;
  onSearch: (onlinelsh: string) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const v = value.trim().toUpperCase();
        if (!LSH.test(v)) {
          setError(invalidText);
          return;
        }
        setError(null);
        onSearch(v);
      }}
    >
      <Group align="flex-start">
        <TextInput
          label="报检流水号"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          w={280}
          placeholder="如 BJ20261118000237"
        />
        <Button type="submit" mt={25}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
