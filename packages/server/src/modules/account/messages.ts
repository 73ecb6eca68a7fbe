/** Texts of the account's step-up SMS and security e-mails in the two product languages. */
import { personalEmail, type Language } from '../../platform/messages.ts';

/** What an account code confirms; its SMS says so, as the withdrawal code names amount and account. */
export type AccountCodeAction =
  | 'two-factor-on'
  | 'two-factor-off'
  | 'delete-account'
  | 'change-password'
  | 'authenticator-add'
  | 'authenticator-remove'
  | 'passkey-change';

/** The step-up code of an account action (two-factor, closing the account, a new password). */
export function accountCodeSms(
  language: Language,
  code: string,
  action: AccountCodeAction,
  validMinutes: number,
): string {
  if (language === 'SL') {
    const what = {
      'two-factor-on': 'vklopi dvostopenjsko preverjanje pristnosti',
      'two-factor-off': 'izklopi dvostopenjsko preverjanje pristnosti',
      'delete-account': 'zapre vaš račun Invest',
      'change-password': 'potrdi vaše novo geslo',
      'authenticator-add': 'doda aplikacijo za preverjanje pristnosti',
      'authenticator-remove': 'odstrani aplikacijo za preverjanje pristnosti',
      'passkey-change': 'doda ali odstrani ključ za dostop (passkey)',
    }[action];
    return `Invest: koda ${code} ${what}. Velja ${validMinutes} minut. Kode ne posredujte nikomur.`;
  }
  const what = {
    'two-factor-on': 'switches two-factor authentication on',
    'two-factor-off': 'switches two-factor authentication off',
    'delete-account': 'closes your Invest account',
    'change-password': 'confirms your new password',
    'authenticator-add': 'adds an authenticator app',
    'authenticator-remove': 'removes your authenticator app',
    'passkey-change': 'adds or removes a passkey',
  }[action];
  return `Invest: code ${code} ${what}. Valid for ${validMinutes} minutes. Never share it.`;
}

/** Sent after a signed-in password change: the owner learns of it even if it was not them. */
export function passwordChangedEmail(language: Language, firstName: string) {
  return personalEmail(language, firstName, {
    EN: {
      subject: 'Your Invest password was changed',
      paragraphs: [
        'The password of your Invest account has just been changed, and every other session was logged out.',
        'If this was not you, reset your password at once on the login page (Forgot your password?) and contact us.',
      ],
    },
    SL: {
      subject: 'Geslo za Invest je spremenjeno',
      paragraphs: [
        'Geslo vašega računa Invest je bilo pravkar spremenjeno, vse druge prijave pa smo odjavili.',
        'Če gesla niste spremenili vi, ga takoj ponastavite na strani za prijavo (Ste pozabili geslo?) in nam pišite.',
      ],
    },
  });
}

/** Sent when two-factor authentication is switched on or off. */
export function twoFactorChangedEmail(language: Language, firstName: string, enabled: boolean) {
  return personalEmail(language, firstName, {
    EN: {
      subject: enabled ? 'Two-factor authentication is on' : 'Two-factor authentication is off',
      paragraphs: [
        enabled
          ? 'You switched on two-factor authentication for your Invest account: withdrawals now need the code we send by SMS.'
          : 'You switched off two-factor authentication for your Invest account: withdrawals no longer need a code by SMS.',
        'If this was not you, change your password at once and contact us.',
      ],
    },
    SL: {
      subject: enabled
        ? 'Dvostopenjsko preverjanje pristnosti je vklopljeno'
        : 'Dvostopenjsko preverjanje pristnosti je izklopljeno',
      paragraphs: [
        enabled
          ? 'Za vaš račun Invest ste vklopili dvostopenjsko preverjanje pristnosti: dvige boste potrjevali s kodo, ki vam jo pošljemo po SMS.'
          : 'Za vaš račun Invest ste izklopili dvostopenjsko preverjanje pristnosti: dvigi ne potrebujejo več kode iz SMS.',
        'Če tega niste storili vi, takoj spremenite geslo in nam pišite.',
      ],
    },
  });
}

/** Sent when an authenticator app is added to the account or removed from it. */
export function authenticatorChangedEmail(language: Language, firstName: string, added: boolean) {
  return personalEmail(language, firstName, {
    EN: {
      subject: added ? 'An authenticator app was added' : 'Your authenticator app was removed',
      paragraphs: [
        added
          ? 'You added an authenticator app to your Invest account: its codes can now confirm changes to your account instead of a code by SMS.'
          : 'You removed the authenticator app and its recovery codes from your Invest account.',
        'If this was not you, change your password at once and contact us.',
      ],
    },
    SL: {
      subject: added
        ? 'Aplikacija za preverjanje pristnosti je dodana'
        : 'Aplikacija za preverjanje pristnosti je odstranjena',
      paragraphs: [
        added
          ? 'Vašemu računu Invest ste dodali aplikacijo za preverjanje pristnosti: z njeno kodo lahko zdaj potrjujete spremembe računa namesto s kodo iz SMS.'
          : 'Z vašega računa Invest ste odstranili aplikacijo za preverjanje pristnosti in njene obnovitvene kode.',
        'Če tega niste storili vi, takoj spremenite geslo in nam pišite.',
      ],
    },
  });
}

/** Sent when a passkey is added to the account or removed from it, naming it and its device. */
/**
 * A device in words, as the app names a signed-in device: "Chrome on macOS" / "Chrome v sistemu
 * macOS", the browser or the system alone, or null when the User-Agent named neither.
 */
export function deviceWords(device: { browser: string | null; os: string | null }, language: Language) {
  const { browser, os } = device;
  if (browser && os) return language === 'SL' ? `${browser} v sistemu ${os}` : `${browser} on ${os}`;
  return browser ?? os;
}

export function passkeyChangedEmail(
  language: Language,
  firstName: string,
  added: boolean,
  passkey: { name: string; device: { browser: string | null; os: string | null } },
) {
  const en = `“${passkey.name}” (${deviceWords(passkey.device, 'EN') ?? 'an unknown device'})`;
  const sl = `»${passkey.name}« (${deviceWords(passkey.device, 'SL') ?? 'neznana naprava'})`;
  return personalEmail(language, firstName, {
    EN: {
      subject: added ? 'A passkey was added' : 'A passkey was removed',
      paragraphs: [
        added
          ? `You added the passkey ${en} to your Invest account: it can now sign you in and confirm your actions.`
          : `You removed the passkey ${en} from your Invest account: it can no longer sign you in.`,
        'If this was not you, change your password at once and contact us.',
      ],
    },
    SL: {
      subject: added ? 'Dodan je ključ za dostop' : 'Odstranjen je ključ za dostop',
      paragraphs: [
        added
          ? `Vašemu računu Invest ste dodali ključ za dostop ${sl}: z njim se lahko zdaj prijavite in potrjujete svoja dejanja.`
          : `Z vašega računa Invest ste odstranili ključ za dostop ${sl}: z njim se ne morete več prijaviti.`,
        'Če tega niste storili vi, takoj spremenite geslo in nam pišite.',
      ],
    },
  });
}
