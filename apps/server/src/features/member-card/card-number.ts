/**
 * Card numbers (docs/cards.md "Card numbers"): digits only, since holders type them to ask to
 * share a card: the store id on 5 digits, the store's sequence on 6, and a Luhn check digit
 * that catches one mistyped digit or two swapped ones. A store past 99999 or 999999 cards
 * simply gets longer numbers (the column holds 20).
 */
export const luhnDigit = (digits: string): number => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every second digit of the number *with* its check digit is doubled.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
};

export const formatCardNo = (storeId: number, sequence: number): string => {
  const body = `${String(storeId).padStart(5, '0')}${String(sequence).padStart(6, '0')}`;
  return `${body}${luhnDigit(body)}`;
};

/** True when the last digit is the Luhn check digit of the others. */
export const isValidCardNo = (cardNo: string): boolean =>
  /^\d{2,20}$/.test(cardNo) && luhnDigit(cardNo.slice(0, -1)) === Number(cardNo.slice(-1));
