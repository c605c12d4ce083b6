/** Conversions the sprint profile needs between the app's US units and SI. Exact by definition. */
export const METRES_PER_YARD = 0.9144;
export const METRES_PER_INCH = 0.0254;
export const KILOGRAMS_PER_POUND = 0.45359237;
/** 1 mph = 0.44704 m/s. */
export const METRES_PER_SECOND_PER_MPH = 0.44704;

export const yardsToMetres = (yards: number) => yards * METRES_PER_YARD;
export const metresPerSecondToMph = (speed: number) => speed / METRES_PER_SECOND_PER_MPH;
