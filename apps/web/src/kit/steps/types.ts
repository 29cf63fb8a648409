import type { ReactNode } from 'react';
import type { FormSection, FormValues } from '@/kit/form/types';

/** What a step's own content (fields the declarations cannot express) works with. */
export interface StepContext<V extends FormValues> {
  values: V;
  setValue: (name: keyof V & string, value: string) => void;
  /** Props for a text-like input of this form: value, onChange(value), onBlur, error. */
  field: (name: keyof V & string) => {
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    error?: ReactNode;
  };
}

export interface StepSpec<V extends FormValues> {
  title: string;
  description?: string;
  /** Declared fields (the form kit's field specs; `password` renders a password input). */
  sections?: (FormSection<V> & { passwords?: (keyof V & string)[] })[];
  /** Content for what declarations cannot express (SMS code, captcha, attachments, a strength meter). */
  render?: (ctx: StepContext<V>) => ReactNode;
  /** Fields its own content (`render`) holds, so a failure about one of them comes back to this step. */
  fields?: (keyof V & string)[];
  /** Checks of the step's own content: field name → message. */
  validate?: (values: V) => Partial<Record<keyof V & string, string | null | undefined>>;
  /** Runs before leaving the step (e.g. a server check); a rejection keeps the user on it with the message. */
  beforeNext?: (values: V) => Promise<unknown>;
}
/**
 * A second way to finish (保存草稿 beside 提交): it checks every step like the submit, except the
 * fields it leaves out (e.g. a one-time code only a commit needs), then saves. A failure keeps what
 * was typed and shows the server's message, as a failed submit does.
 */
interface StepsDraftSave<V extends FormValues> {
  label?: string;
  /** Fields whose errors do not stop a draft save. */
  optional?: (keyof V & string)[];
  onSave: (values: V) => Promise<unknown>;
  /** After a successful save; `setValue` writes what the server returned (an id) into the form. */
  onSaved?: (result: unknown, values: V, setValue: (name: keyof V & string, value: string) => void) => void;
}

export interface StepsFormProps<V extends FormValues> {
  /** The form's accessible name. */
  label: string;
  steps: StepSpec<V>[];
  initialValues: V;
  /**
   * Values known elsewhere (the unit's contact, say) that arrive after the form is shown: each fills
   * its field while that field is still empty, and stays editable.
   */
  prefill?: Partial<V>;
  /** Local draft key; none keeps no draft. */
  draftKey?: string;
  draftExclude?: (keyof V & string)[];
  submitLabel?: string;
  onSubmit: (values: V) => Promise<unknown>;
  onSubmitted?: (result: unknown, values: V) => void;
  /** The field a failure message concerns (e.g. 短信验证码 → smsCode), if any. */
  failureField?: (message: string) => (keyof V & string) | undefined;
  /** After a failed submit (e.g. draw a new captcha: a used one is spent). */
  onFailed?: (message: string, setValue: (name: keyof V & string, value: string) => void) => void;
  /** Content beside the buttons (e.g. a link back). */
  aside?: ReactNode;
  /** A 保存草稿 button on every step (optional; see StepsDraftSave). */
  saveDraft?: StepsDraftSave<V>;
}
