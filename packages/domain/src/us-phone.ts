/**
 * Which 10-digit numbers are US numbers (docs/product/teams.md, "Sending an invite"). Every
 * country of the North American Numbering Plan shares the `+1` prefix, so ten digits alone do not
 * say the number is in the United States: Canada and the Caribbean countries have their own area
 * codes. The area codes below are those Google's libphonenumber metadata (region files CA, AG, AI,
 * BB, BM, BS, DM, DO, GD, JM, KN, KY, LC, MS, SX, TC, TT, VC, VG) gives to those countries; US
 * territories (Puerto Rico, Guam, the US Virgin Islands, American Samoa, the Northern Mariana
 * Islands) count as the United States.
 */

/** Canada's geographic area codes. */
const CANADA = [
  204, 226, 236, 249, 250, 289, 306, 343, 365, 367, 403, 416, 418, 431, 437, 438, 450, 474, 506,
  514, 519, 548, 579, 581, 587, 604, 613, 639, 647, 672, 705, 709, 778, 780, 782, 807, 819, 825,
  867, 873, 902, 905,
];
/** The Caribbean and Atlantic countries of the plan (not US territories). */
const OTHER_COUNTRIES = [
  242, 246, 264, 268, 284, 345, 441, 473, 649, 658, 664, 721, 758, 767, 784, 809, 829, 849, 868,
  869, 876,
];
const NOT_US = new Set([...CANADA, ...OTHER_COUNTRIES].map(String));

/** An area code and an exchange each start with 2–9 in the plan (NXX-NXX-XXXX). */
const PLAN_SHAPE = /^[2-9]\d{2}[2-9]\d{6}$/;

/** True when these 10 digits are a well-formed number of the plan whose area code is in the US. */
export function isUsPhoneNumber(digits: string): boolean {
  return PLAN_SHAPE.test(digits) && !NOT_US.has(digits.slice(0, 3));
}

/** Said at the field when an invite goes to a number outside the United States. */
export const US_PHONE_ONLY_MESSAGE =
  'Invites by text message go only to US phone numbers. Use an email address instead.';
