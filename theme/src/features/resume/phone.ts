/**
 * The number a phone link dials: the digits and a leading +, up to an
 * extension ("x 56", "ext. 56"), which a tel: link cannot carry; "" when
 * nothing is left to dial.
 */
export function dialable(phone: string): string {
  const number = phone.split(/\s*(?:x|ext\.?|extension)\s*\d/i)[0] ?? ''
  const digits = number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return /\d/.test(digits) ? digits : ''
}
