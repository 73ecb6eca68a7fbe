/** One entry of a test bank statement (a credit unless `direction` says otherwise). */
export interface Credit {
  ref?: string | null;
  ntryRef?: string;
  amount: string;
  currency?: string;
  direction?: 'CRDT' | 'DBIT';
  status?: string;
  structured?: string;
  text?: string;
  debtorIban?: string;
  debtorBank?: string;
  /** `BookgDt/Dt` (a date) or `BookgDt/DtTm` (an instant, ISO 8601); 2026-03-09 when absent. */
  bookedOn?: string;
  debtorName?: string;
}

export interface CamtOptions {
  type?: '053' | '054';
  /** The statement's account: the platform's (config.platformAccount.iban) for a file that books. */
  iban: string;
  id?: string;
  accountCurrency?: string;
  /** The message's creation time (`GrpHdr/CreDtTm`). */
  createdAt?: string;
}

/**
 * A camt.053 (.001.08) or camt.054 (.001.02, the older element shapes) of the given credits, as the
 * bank would send it for upload to POST /api/ops/statements. The demo seed writes the statements
 * that produce the demo investors' deposits with it, and the tests their files; only the elements
 * src/modules/deposits/statements.ts reads are written.
 */
function bookingDate(value: string): string {
  return value.length > 10 ? `<DtTm>${value}</DtTm>` : `<Dt>${value}</Dt>`;
}

export function camtDocument(credits: Credit[], options: CamtOptions): string {
  const type = options.type ?? '053';
  const v2 = type === '054';
  const entries = credits
    .map((c) => {
      const remittance = [
        c.text !== undefined ? `<Ustrd>${c.text}</Ustrd>` : '',
        c.structured !== undefined
          ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${c.structured}</Ref></CdtrRefInf></Strd>`
          : '',
      ].join('');
      const agent = c.debtorBank
        ? `<RltdAgts><DbtrAgt><FinInstnId>${/^[A-Z0-9]{8,11}$/.test(c.debtorBank) ? `<${v2 ? 'BIC' : 'BICFI'}>${c.debtorBank}</${v2 ? 'BIC' : 'BICFI'}>` : `<Nm>${c.debtorBank}</Nm>`}</FinInstnId></DbtrAgt></RltdAgts>`
        : '';
      const name = c.debtorName ?? 'Payer';
      const debtor = v2 ? `<Dbtr><Nm>${name}</Nm></Dbtr>` : `<Dbtr><Pty><Nm>${name}</Nm></Pty></Dbtr>`;
      const account = c.debtorIban ? `<DbtrAcct><Id><IBAN>${c.debtorIban}</IBAN></Id></DbtrAcct>` : '';
      return `<Ntry>
        ${c.ntryRef !== undefined ? `<NtryRef>${c.ntryRef}</NtryRef>` : ''}
        <Amt Ccy="${c.currency ?? 'EUR'}">${c.amount}</Amt>
        <CdtDbtInd>${c.direction ?? 'CRDT'}</CdtDbtInd>
        ${v2 ? `<Sts>${c.status ?? 'BOOK'}</Sts>` : `<Sts><Cd>${c.status ?? 'BOOK'}</Cd></Sts>`}
        <BookgDt>${bookingDate(c.bookedOn ?? '2026-03-09')}</BookgDt>
        ${c.ref === null ? '' : `<AcctSvcrRef>${c.ref}</AcctSvcrRef>`}
        <NtryDtls><TxDtls>
          <RltdPties>${debtor}${account}</RltdPties>${agent}
          ${remittance ? `<RmtInf>${remittance}</RmtInf>` : ''}
        </TxDtls></NtryDtls>
      </Ntry>`;
    })
    .join('\n');
  const [message, statement] =
    type === '053' ? ['BkToCstmrStmt', 'Stmt'] : ['BkToCstmrDbtCdtNtfctn', 'Ntfctn'];
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${type}.001.${v2 ? '02' : '08'}">
  <${message}>
    <GrpHdr><MsgId>MSG-${options.id ?? 'X'}</MsgId><CreDtTm>${options.createdAt ?? '2026-03-09T18:00:00+01:00'}</CreDtTm></GrpHdr>
    <${statement}>
      <Id>${options.id ?? 'STMT-1'}</Id>
      <Acct><Id><IBAN>${options.iban}</IBAN></Id>${options.accountCurrency ? `<Ccy>${options.accountCurrency}</Ccy>` : ''}</Acct>
      ${entries}
    </${statement}>
  </${message}>
</Document>`;
}
