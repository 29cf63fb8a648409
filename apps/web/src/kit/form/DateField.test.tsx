import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { DatesSetup } from '@/platform/DatesSetup';
import { DateField } from './DateField';

function Field() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <DateField label="有效期至" valueFormat="YYYY-MM-DD" value={value} onChange={setValue} />
      <output>{value ?? '未填'}</output>
    </>
  );
}

/** The calendar under the field (Mantine marks its dropdown). */
const calendar = () => document.querySelector('[data-dates-dropdown]');

describe('a date field', () => {
  afterEach(cleanup);

  it('closes its calendar once a whole date is typed, so it covers no button below', async () => {
    render(
      <MantineProvider>
        <DatesSetup>
          <Field />
        </DatesSetup>
      </MantineProvider>,
    );
    const input = screen.getByRole('textbox', { name: '有效期至' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2029-05' } });
    // Half a date: the calendar stays open to pick from.
    await waitFor(() => expect(calendar()).not.toBeNull());
    fireEvent.keyDown(input, { key: '-' });
    fireEvent.change(input, { target: { value: '2029-05-01' } });
    await waitFor(() => expect(calendar()).toBeNull());
    expect(screen.getByText('2029-05-01', { selector: 'output' })).toBeTruthy();
    // Clicking the field again opens it.
    fireEvent.click(input);
    await waitFor(() => expect(calendar()).not.toBeNull());
  });
});
