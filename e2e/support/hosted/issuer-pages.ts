/** The local issuer's own screens: sign-in form, sign-out step and error page, no outside assets. */

const texts = {
  en: {
    dir: 'ltr',
    provider: 'Local identity provider',
    title: 'Sign in',
    subtitle: 'to continue to Flockbook',
    email: 'Email',
    password: 'Password',
    submit: 'Continue',
    wrong: 'Wrong email or password.',
    signingOut: 'Signing you out…',
    error: 'Something went wrong',
  },
  ar: {
    dir: 'rtl',
    provider: 'مزوّد الهوية المحلي',
    title: 'تسجيل الدخول',
    subtitle: 'للمتابعة إلى Flockbook',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'متابعة',
    wrong: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    signingOut: 'جارٍ تسجيل خروجك…',
    error: 'حدث خطأ ما',
  },
} as const;

export type IssuerLanguage = keyof typeof texts;

/** Arabic when the request's `ui_locales`, else the browser's languages, start with it. */
export function languageOf(uiLocales: unknown, acceptLanguage = ''): IssuerLanguage {
  const asked =
    typeof uiLocales === 'string' && uiLocales.trim() !== '' ? uiLocales : acceptLanguage;
  return /^\s*ar\b/i.test(asked) ? 'ar' : 'en';
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const style = `body{font-family:system-ui,sans-serif;background:#eef1f5;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:8px;box-shadow:0 2px 8px #0002;padding:32px;width:320px}
h1{font-size:1.5rem;margin:0 0 4px}p.sub{color:#555;margin:0 0 24px}small{color:#777}
label{display:block;font-weight:600;margin:16px 0 6px}input{box-sizing:border-box;width:100%;padding:10px;font-size:1rem;border:1px solid #bbb;border-radius:4px}
input[aria-invalid=true]{border-color:#c62828}.error{color:#c62828;margin:6px 0 0}
button{margin-top:24px;width:100%;padding:12px;font-size:1rem;border:0;border-radius:4px;background:#1e40af;color:#fff;cursor:pointer}`;

function page(language: IssuerLanguage, title: string, body: string): string {
  const t = texts[language];
  return `<!doctype html><html lang="${language}" dir="${t.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><main><small>${t.provider}</small>${body}</main></body></html>`;
}

export type LoginForm = {
  language: IssuerLanguage;
  action: string;
  email?: string;
  /** Set after a refused attempt: the message shows under the password field. */
  wrong?: boolean;
};

export function loginPage({ language, action, email = '', wrong = false }: LoginForm): string {
  const t = texts[language];
  const invalid = wrong ? ' aria-invalid="true" aria-describedby="password-error"' : '';
  const error = wrong ? `<p class="error" id="password-error">${t.wrong}</p>` : '';
  return page(
    language,
    t.title,
    `<h1>${t.title}</h1><p class="sub">${t.subtitle}</p>
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="email">${t.email}</label><input id="email" name="email" type="email" required value="${escapeHtml(email)}">
<label for="password">${t.password}</label><input id="password" name="password" type="password" required${invalid}>${error}
<button type="submit">${t.submit}</button></form>`,
  );
}

/** Auth0 signs out without asking: the confirmation form submits itself. */
export function logoutPage(form: string): string {
  const submit = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    'en',
    texts.en.signingOut,
    `<h1>${texts.en.signingOut}</h1>${submit}
<script>document.getElementById('op.logoutForm').submit()</script>`,
  );
}

export function errorPage(details: Record<string, unknown>): string {
  const lines = Object.entries(details)
    .map(
      ([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`,
    )
    .join('');
  return page('en', texts.en.error, `<h1>${texts.en.error}</h1>${lines}`);
}

export function signedOutPage(): string {
  return page('en', 'Signed out', '<h1>Signed out</h1>');
}
