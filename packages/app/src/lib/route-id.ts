/** A route's `:id` when it is one the contract allows (a positive int64 within safe integers), else null. */
export function routeIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
