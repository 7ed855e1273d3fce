/**
 * The values a PROJECT_MEMORY_* switch takes (PROJECT_MEMORY_DISABLE, PROJECT_MEMORY_EVERY_TURN):
 * on, and off; doctor names any other, which leaves the switch as if not set.
 */
const ON = /^(?:1|true|yes|on)$/i;
const ON_OR_OFF = /^(?:1|true|yes|on|0|false|no|off)$/i;

/** Whether a switch's value is one it takes, on or off. */
export const isSwitchValue = (value: string): boolean => ON_OR_OFF.test(value.trim());

/** Whether a switch's value turns it on. */
export const switchedOn = (value: string | undefined): boolean => value !== undefined && ON.test(value.trim());
