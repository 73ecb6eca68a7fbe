/** E-mails of the identity review (src/modules/identity/identity-documents.ts) in the two product languages. */
import { personalEmail, type Language } from '../../platform/messages.ts';

/** The operator confirmed the investor's identity: investing and withdrawing are open. */
export function identityConfirmedEmail(language: Language, firstName: string, link: string) {
  return personalEmail(language, firstName, {
    EN: {
      subject: 'Your identity is confirmed',
      paragraphs: [
        'We have checked your identity document and confirmed your identity. You can now invest and withdraw:',
        link,
      ],
    },
    SL: {
      subject: 'Vaša istovetnost je potrjena',
      paragraphs: [
        'Pregledali smo vaš osebni dokument in potrdili vašo istovetnost. Zdaj lahko vlagate in dvigujete sredstva:',
        link,
      ],
    },
  });
}

/** The operator refused the upload: why, and where to upload again. */
export function identityRejectedEmail(language: Language, firstName: string, reason: string, link: string) {
  return personalEmail(language, firstName, {
    EN: {
      subject: 'Please upload your identity document again',
      paragraphs: [
        'We could not confirm your identity with the document you uploaded. The reason:',
        reason,
        'Please upload the document again (both sides of your ID card or the photo page of your passport) here:',
        link,
      ],
    },
    SL: {
      subject: 'Prosimo, ponovno naložite osebni dokument',
      paragraphs: [
        'Vaše istovetnosti na podlagi naloženega dokumenta žal ne moremo potrditi. Razlog:',
        reason,
        'Dokument (obe strani osebne izkaznice ali stran potnega lista s fotografijo) ponovno naložite tukaj:',
        link,
      ],
    },
  });
}
