import { escapeHtml, page, type Texts } from '../../plugins/oidc/pages';

/** The account pages' paths under /auth/interaction/:uid. */
export const ACCOUNT_PAGES = {
  create: 'create-account',
  activate: 'activate',
  forgot: 'forgot-password',
  reset: 'reset-password',
} as const;

export const accountPagePath = (uid: string, which: keyof typeof ACCOUNT_PAGES, ref?: string) =>
  `/auth/interaction/${uid}/${ACCOUNT_PAGES[which]}${ref ? `?ref=${encodeURIComponent(ref)}` : ''}`;

interface Field {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
  inputmode?: 'numeric';
}

function fieldHtml(field: Field, describedBy: string | undefined, autofocus: boolean): string {
  const hintId = field.hint ? `${field.name}-hint` : undefined;
  const ids = [describedBy, hintId].filter(Boolean).join(' ');
  const hint = field.hint ? `<p class="hint" id="${hintId}">${escapeHtml(field.hint)}</p>` : '';
  return `<label for="${field.name}">${escapeHtml(field.label)}</label>
<input id="${field.name}" name="${field.name}" type="${field.type ?? 'text'}" autocomplete="${field.autocomplete}" required${field.inputmode ? ` inputmode="${field.inputmode}"` : ''}${autofocus ? ' autofocus' : ''}${field.type === 'password' ? '' : ` value="${escapeHtml(field.value ?? '')}"`}${ids ? ` aria-describedby="${ids}"` : ''}>${hint}`;
}

/** One account form: heading, intro, the error (announced), fields, submit, back to sign in. */
export function formPage(
  texts: Texts,
  options: {
    title: string;
    intro: string;
    action: string;
    fields: Field[];
    submit: string;
    back: string;
    error?: string | undefined;
  },
): string {
  const error = options.error
    ? `<div class="error" role="alert" id="form-error">${escapeHtml(options.error)}</div>`
    : '';
  const describedBy = options.error ? 'form-error' : undefined;
  // The first empty field takes the focus (the first one when all are filled, after an error).
  const focusAt = Math.max(
    0,
    options.fields.findIndex((f) => f.type === 'password' || !f.value),
  );
  return page(
    texts,
    options.title,
    `<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.intro)}</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${options.fields.map((f, i) => fieldHtml(f, describedBy, i === focusAt)).join('\n')}
<button type="submit">${escapeHtml(options.submit)}</button>
</form>
<p class="links"><a href="${escapeHtml(options.back)}">${escapeHtml(texts.backToSignIn)}</a></p>
`,
  );
}

/** A done page: what happened and the way back to sign in (the same interaction). */
export function donePage(texts: Texts, title: string, message: string, back: string): string {
  return page(
    texts,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(message)}</p>
<p class="links"><a href="${escapeHtml(back)}">${escapeHtml(texts.backToSignIn)}</a></p>`,
  );
}

export function createAccountForm(
  texts: Texts,
  uid: string,
  values: Partial<Record<'username' | 'email' | 'firstName' | 'lastName', string>>,
  error?: string,
) {
  return formPage(texts, {
    title: texts.createTitle,
    intro: texts.createIntro,
    action: accountPagePath(uid, 'create'),
    submit: texts.createSubmit,
    back: `/auth/interaction/${uid}`,
    error,
    fields: [
      {
        name: 'firstName',
        label: texts.firstName,
        autocomplete: 'given-name',
        value: values.firstName,
      },
      {
        name: 'lastName',
        label: texts.lastName,
        autocomplete: 'family-name',
        value: values.lastName,
      },
      {
        name: 'email',
        label: texts.email,
        type: 'email',
        autocomplete: 'email',
        value: values.email,
      },
      { name: 'username', label: texts.username, autocomplete: 'username', value: values.username },
      {
        name: 'password',
        label: texts.newPassword,
        type: 'password',
        autocomplete: 'new-password',
        hint: texts.passwordRule,
      },
      {
        name: 'confirmPassword',
        label: texts.confirmPassword,
        type: 'password',
        autocomplete: 'new-password',
      },
    ],
  });
}

/** The username or e-mail the activate, forgot and reset pages ask for (prefilled by `?ref=`). */
const referenceField = (texts: Texts, ref: string): Field => ({
  name: 'userReference',
  label: texts.userReference,
  autocomplete: 'username',
  value: ref,
});

/** The e-mailed code of the activate and reset pages. */
const codeField = (texts: Texts): Field => ({
  name: 'activationCode',
  label: texts.activationCode,
  autocomplete: 'one-time-code',
  inputmode: 'numeric',
});

export function activateForm(texts: Texts, uid: string, ref: string, error?: string) {
  return formPage(texts, {
    title: texts.activateTitle,
    intro: texts.activateIntro,
    action: accountPagePath(uid, 'activate'),
    submit: texts.activateSubmit,
    back: `/auth/interaction/${uid}`,
    error,
    fields: [referenceField(texts, ref), codeField(texts)],
  });
}

export function forgotForm(texts: Texts, uid: string, ref: string, error?: string) {
  return formPage(texts, {
    title: texts.forgotTitle,
    intro: texts.forgotIntro,
    action: accountPagePath(uid, 'forgot'),
    submit: texts.forgotSubmit,
    back: `/auth/interaction/${uid}`,
    error,
    fields: [referenceField(texts, ref)],
  });
}

export function resetForm(texts: Texts, uid: string, ref: string, error?: string) {
  return formPage(texts, {
    title: texts.resetTitle,
    intro: texts.resetIntro,
    action: accountPagePath(uid, 'reset'),
    submit: texts.resetSubmit,
    back: `/auth/interaction/${uid}`,
    error,
    fields: [
      referenceField(texts, ref),
      codeField(texts),
      {
        name: 'newPassword',
        label: texts.newPassword,
        type: 'password',
        autocomplete: 'new-password',
        hint: texts.passwordRule,
      },
      {
        name: 'confirmPassword',
        label: texts.confirmPassword,
        type: 'password',
        autocomplete: 'new-password',
      },
    ],
  });
}
