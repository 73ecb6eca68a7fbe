/** The platform bank's statements as journeys upload them for the operator (deposits by bank transfer). */
import { expect, type APIRequestContext } from '@playwright/test';
import { withIdempotencyKey } from './idempotency';

/**
 * A camt.053.001.08 end-of-day statement of the platform's account with one booked credit, as the bank
 * sends it (the format of packages/server/fixtures/camt053-sample.xml).
 */
export function camt053(credit: {
  platformIban: string;
  statementId: string;
  bankReference: string;
  bookedOn: string;
  cents: number;
  reference: string;
  debtorName: string;
  debtorIban: string;
}): string {
  const amount = (credit.cents / 100).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${credit.statementId}</MsgId><CreDtTm>${credit.bookedOn}T18:05:12+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${credit.statementId}</Id>
      <CreDtTm>${credit.bookedOn}T18:05:12+01:00</CreDtTm>
      <Acct><Id><IBAN>${credit.platformIban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <TxsSummry>
        <TtlNtries><NbOfNtries>1</NbOfNtries></TtlNtries>
        <TtlCdtNtries><NbOfNtries>1</NbOfNtries><Sum>${amount}</Sum></TtlCdtNtries>
      </TxsSummry>
      <Ntry>
        <NtryRef>1</NtryRef>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${credit.bookedOn}</Dt></BookgDt>
        <ValDt><Dt>${credit.bookedOn}</Dt></ValDt>
        <AcctSvcrRef>${credit.bankReference}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <Amt Ccy="EUR">${amount}</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <RltdPties>
              <Dbtr><Pty><Nm>${credit.debtorName}</Nm></Pty></Dbtr>
              <DbtrAcct><Id><IBAN>${credit.debtorIban}</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf>
              <Ustrd>Vplacilo na racun Invest</Ustrd>
              <Strd>
                <CdtrRefInf>
                  <Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp>
                  <Ref>${credit.reference}</Ref>
                </CdtrRefInf>
              </Strd>
            </RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

export /** Uploads a statement as the operator's console does (POST /api/ops/statements); returns its summary. */
async function uploadStatement(request: APIRequestContext, operator: Record<string, string>, xml: string) {
  const response = await request.post('/api/ops/statements', {
    headers: withIdempotencyKey({ ...operator, 'Content-Type': 'application/xml' }),
    data: xml,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as {
    booked: number;
    originator: number;
    alreadyImported: number;
    totalCredited: number;
  };
}
