import { describe, expect, it, vi, beforeAll } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { normalizeValues } from './normalize';
import { openFormDialog } from './FormDialog';
import type { FormSection } from './types';
import { PlatformContext } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { windowOf } from '@/test-window';

/** A signed-in user, as far as a dialog's draft needs one. */
const signedIn = { user: { id: 'u1' } };
const platform = { session: { subscribe: () => () => undefined, getState: () => signedIn } } as unknown as Platform;
const draftKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('tzsb.draft.'));

type Person = Record<'name' | 'idCard' | 'mobile' | 'phone', string>;
const sections: FormSection<Person>[] = [
  {
    title: '基本信息',
    fields: [
      { name: 'name', label: '姓名', required: true },
      { name: 'idCard', label: '公民身份号码', required: true, rule: 'idCard', maxLength: 18 },
      { name: 'mobile', label: '手机号码', required: true, rule: 'mobile', maxLength: 11 },
      { name: 'phone', label: '联系电话', rule: 'phone' },
    ],
  },
];

beforeAll(() => {
  // What Mantine needs from a browser that jsdom lacks.
  windowOf(0);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
});

describe('normalisation in forms', () => {
  it('normalises every field that has a rule, and leaves the others as typed', () => {
    expect(
      normalizeValues(sections, {
        name: ' 孙伟 ',
        idCard: '11010519491231002x',
        mobile: '138 1234-5678',
        phone: '０５７４ ８７３５ １２６２',
      }),
    ).toEqual({
      name: ' 孙伟 ',
      idCard: '11010519491231002X',
      mobile: '13812345678',
      phone: '0574-87351262',
    });
  });

  it('shows the normalised value when the input is left, takes a longer typed value, and sends what it shows', async () => {
    const onSubmit = vi.fn(async () => 'ok');
    render(
      <PlatformContext.Provider value={platform}>
        <MantineProvider>
          <ModalsProvider>{null}</ModalsProvider>
        </MantineProvider>
      </PlatformContext.Provider>,
    );
    act(() => {
      void openFormDialog<Person>({
        title: '新增作业人员',
        sections,
        initialValues: { name: '', idCard: '', mobile: '', phone: '' },
        onSubmit,
      });
    });
    const mobile = await screen.findByLabelText(/手机号码/);
    // 13 characters typed into a field of 11: the spaces are typing aids, not cut off by the input.
    fireEvent.change(mobile, { target: { value: '138 1234 5678' } });
    expect(mobile).toHaveProperty('value', '138 1234 5678');
    fireEvent.blur(mobile);
    await waitFor(() => expect(mobile).toHaveProperty('value', '13812345678'));

    const idCard = screen.getByLabelText(/公民身份号码/);
    fireEvent.paste(idCard, { clipboardData: { getData: () => '1101 0519 4912 3100 2x' } });
    await waitFor(() => expect(idCard).toHaveProperty('value', '11010519491231002X'));

    fireEvent.change(screen.getByLabelText(/姓名/), { target: { value: '孙伟' } });
    await waitFor(() => expect(draftKeys()).toEqual([expect.stringMatching(/^tzsb\.draft\.u1\.dialog\./)]));
    // Typed and submitted without leaving the input: still sent (and shown) normalised.
    const phone = screen.getByLabelText(/联系电话/);
    fireEvent.change(phone, { target: { value: '(0574) 8735 1262' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      { name: '孙伟', idCard: '11010519491231002X', mobile: '13812345678', phone: '0574-87351262' },
      null,
      { commit: false },
    );
    // What was typed was kept while the dialog was open, and goes with its success.
    await waitFor(() => expect(draftKeys()).toEqual([]));
  });
});
