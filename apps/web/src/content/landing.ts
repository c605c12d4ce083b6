/**
 * Landing page copy, kept here so the owner can edit it without touching components.
 * The quote is written for GameSpeed and attributed to a role, not to a real person.
 */
export const landingContent = {
  headline: 'Train for the speed that shows up on game day.',
  quote:
    'A fast forty wins a combine. Game speed wins a Saturday: how quickly you can stop, turn and go again with pads on. Measure it, train it, and it becomes your edge.',
  quoteAttribution: 'Head Speed Coach',
} as const;
