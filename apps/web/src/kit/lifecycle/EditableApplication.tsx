import type { ComponentProps, ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { can, type Lifecycle } from './lifecycle';

/** What a form page says of an application whose status no longer allows a change, and where it links. */
interface NotEditableText {
  text: string;
  /** The application's detail page. */
  to: string;
  /** The link's label (查看申请详情). */
  label: string;
}

/** Opened for an application that is no longer a draft or returned: say so, link to its detail. */
function NotEditable({ text, to, label }: NotEditableText) {
  const navigate = useNavigate();
  return (
    <PageCard>
      <Text mb="sm">{text}</Text>
      <Button variant="light" onClick={() => navigate(to)}>
        {label}
      </Button>
    </PageCard>
  );
}

/**
 * The form page of an application opened with `?id=…`: without an id, the form of a new one; with
 * one, the form of the loaded application while its status allows a change, else a card that says
 * why not and links to its detail.
 */
export function EditableApplication<Row>({
  id,
  detail,
  lifecycle,
  form,
  notEditable,
}: {
  id: string;
  detail: ComponentProps<typeof QueryState<Row>>['query'];
  lifecycle: Lifecycle<Row>;
  form: (existing?: Row) => ReactNode;
  notEditable: (row: Row) => NotEditableText;
}) {
  if (!id) return form();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => (can(lifecycle, d, 'edit') ? form(d) : <NotEditable {...notEditable(d)} />)}
    </QueryState>
  );
}
