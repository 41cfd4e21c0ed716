import classes from './lab-loading-image.module.css';

/** The loader's animated loading image: a flask with rising bubbles (still when motion is reduced). */
export function LabLoadingImage({ size = 120 }: { size?: number }) {
  return (
    <svg
      className={classes.image}
      width={size}
      height={size}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={classes.bubble} cx="54" cy="70" r="4" />
      <circle className={`${classes.bubble} ${classes.second}`} cx="66" cy="74" r="3" />
      <circle className={`${classes.bubble} ${classes.third}`} cx="60" cy="78" r="2.5" />
      <path
        d="M46 20h28M50 20v26L28 90a8 8 0 0 0 7 12h50a8 8 0 0 0 7-12L70 46V20"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path className={classes.liquid} d="M37 78h46l8 14a5 5 0 0 1-4.4 7.5H33.4A5 5 0 0 1 29 92z" />
    </svg>
  );
}
