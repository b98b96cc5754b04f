/**
 * Style key for a user who asked the operating system to reduce motion (WCAG 2.3.3). The theme
 * turns MUI's transitions and ripples off for them (`motion.reducedMotion: 'system'`); the
 * console's own movements (side bar width, loading bar, slider handle) use this key to stop too.
 */
export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';
