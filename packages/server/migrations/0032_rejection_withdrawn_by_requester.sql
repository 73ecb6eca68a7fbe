-- A payout-line rejection request (migration 0029) can be withdrawn by the operator who asked for it
-- (POST /ops/payout-rejections/{id}/decline by the requester, src/modules/withdrawals/payouts.ts
-- declineLineRejection): it is then DECLINED with a time and a reason but no decider, since nobody
-- else decided it (the four-eyes constraint forbids naming the requester). 0029's constraint wanted a
-- decider on every closed request, so that withdrawal failed (500). Now: open ⇔ no time; an approved
-- request always names a second operator; a declined one names one unless its requester withdrew it.
ALTER TABLE payout_line_rejections DROP CONSTRAINT payout_line_rejections_decided;
ALTER TABLE payout_line_rejections ADD CONSTRAINT payout_line_rejections_decided
  CHECK ((status = 'PENDING_APPROVAL') = (decided_at IS NULL)
         AND (status <> 'PENDING_APPROVAL' OR decided_by IS NULL)
         AND (status <> 'APPROVED' OR decided_by IS NOT NULL));
