import { escapeHtml, page, pickTexts } from '../../plugins/oidc/pages';

/** The pages an LMS launch may end on (issue 11 §6), in the user's language. */
const TEXTS = {
  en: {
    refusedTitle: 'Launch refused',
    refused:
      "Lab Portal could not verify this launch from your school's learning platform. Go back to your course and try again; if it happens again, ask your administrator.",
    reason: 'Reason',
    noAccountTitle: 'No Lab Portal account yet',
    noAutoprovision: 'Your school has not enabled automatic accounts; ask your administrator',
    emailTakenTitle: 'Account not connected',
    emailTaken:
      "An account with your e-mail address already exists in Lab Portal and cannot be connected to your school's learning platform. Sign in to Lab Portal with your password, or ask your administrator.",
    noUser:
      "The launch did not say who you are (user_id is missing). Ask your administrator to check the school's LMS connection.",
    deletedTitle: 'Account deleted',
    deleted: 'The Lab Portal account of this launch has been deleted. Ask your administrator.',
    backToCourse: 'Back to your course',
  },
  es: {
    refusedTitle: 'Acceso rechazado',
    refused:
      'Lab Portal no pudo verificar este acceso desde la plataforma de aprendizaje de tu escuela. Vuelve a tu curso e inténtalo de nuevo; si vuelve a ocurrir, consulta a tu administrador.',
    reason: 'Motivo',
    noAccountTitle: 'Aún no tienes cuenta en Lab Portal',
    noAutoprovision:
      'Tu escuela no ha activado las cuentas automáticas; consulta a tu administrador',
    emailTakenTitle: 'Cuenta no conectada',
    emailTaken:
      'Ya existe una cuenta de Lab Portal con tu correo electrónico y no se puede conectar con la plataforma de aprendizaje de tu escuela. Inicia sesión en Lab Portal con tu contraseña o consulta a tu administrador.',
    noUser:
      'El acceso no indica quién eres (falta user_id). Pide a tu administrador que revise la conexión LMS de la escuela.',
    deletedTitle: 'Cuenta eliminada',
    deleted: 'La cuenta de Lab Portal de este acceso fue eliminada. Consulta a tu administrador.',
    backToCourse: 'Volver a tu curso',
  },
  pt: {
    refusedTitle: 'Acesso recusado',
    refused:
      'O Lab Portal não conseguiu verificar este acesso vindo da plataforma de aprendizagem da sua escola. Volte ao seu curso e tente novamente; se acontecer de novo, fale com o seu administrador.',
    reason: 'Motivo',
    noAccountTitle: 'Ainda sem conta no Lab Portal',
    noAutoprovision: 'A sua escola não ativou as contas automáticas; fale com o seu administrador',
    emailTakenTitle: 'Conta não conectada',
    emailTaken:
      'Já existe uma conta do Lab Portal com o seu e-mail e ela não pode ser conectada à plataforma de aprendizagem da sua escola. Entre no Lab Portal com a sua senha ou fale com o seu administrador.',
    noUser:
      'O acesso não diz quem você é (falta user_id). Peça ao seu administrador para verificar a conexão LMS da escola.',
    deletedTitle: 'Conta excluída',
    deleted: 'A conta do Lab Portal deste acesso foi excluída. Fale com o seu administrador.',
    backToCourse: 'Voltar ao seu curso',
  },
} as const;

export type LaunchProblem = 'refused' | 'noAutoprovision' | 'emailTaken' | 'noUser' | 'deleted';

export interface LaunchLanguage {
  /** `launch_presentation_locale` of the launch (e.g. `es-MX`). */
  locale?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The HTML page of a launch that cannot sign anyone in. `reason` is technical, in English. */
export function launchProblemPage(
  problem: LaunchProblem,
  language: LaunchLanguage,
  reason?: string,
  /** The LMS's `launch_presentation_return_url`, only from a verified launch. */
  returnUrl?: string,
): string {
  const base = pickTexts({
    cookie: language.cookie,
    uiLocales: language.locale?.replace('_', '-'),
    acceptLanguage: language.acceptLanguage,
  });
  const texts = TEXTS[base.lang as keyof typeof TEXTS] ?? TEXTS.en;
  const title =
    problem === 'refused'
      ? texts.refusedTitle
      : problem === 'noAutoprovision'
        ? texts.noAccountTitle
        : problem === 'emailTaken'
          ? texts.emailTakenTitle
          : problem === 'deleted'
            ? texts.deletedTitle
            : texts.refusedTitle;
  const detail = reason
    ? `<p><small>${escapeHtml(texts.reason)}: <span lang="en">${escapeHtml(reason)}</span></small></p>`
    : '';
  const back = returnUrl
    ? `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(texts.backToCourse)}</a></p>`
    : '';
  return page(
    base,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(texts[problem])}</p>${detail}${back}`,
  );
}
