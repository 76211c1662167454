/** Primary colour variables regenerated whenever the local setting's colour changes (spec section 3). */
export const LIGHT_SHADES = [30, 50, 70, 90] as const;
export const DARK_SHADE = 20;

type Rgb = [number, number, number];

export function parseHexColor(color: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) throw new Error(`not a hex colour: "${color}" (expected #rgb or #rrggbb)`);
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)) as Rgb;
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(color: Rgb, towards: number, percent: number): Rgb {
  return color.map((channel) => channel + (towards - channel) * (percent / 100)) as Rgb;
}

export interface PrimaryShades {
  primary: string;
  light: Record<(typeof LIGHT_SHADES)[number], string>;
  dark: string;
}

/** Light shades mix the colour with white by 30/50/70/90 %, the dark shade with black by 20 %. */
export function primaryShades(color: string): PrimaryShades {
  const rgb = parseHexColor(color);
  return {
    primary: toHex(rgb),
    light: {
      30: toHex(mix(rgb, 255, 30)),
      50: toHex(mix(rgb, 255, 50)),
      70: toHex(mix(rgb, 255, 70)),
      90: toHex(mix(rgb, 255, 90)),
    },
    dark: toHex(mix(rgb, 0, DARK_SHADE)),
  };
}

export function primaryCssVariables(color: string): Record<string, string> {
  const shades = primaryShades(color);
  const variables: Record<string, string> = { '--color-primary': shades.primary };
  for (const percent of LIGHT_SHADES) variables[`--color-primary-light-${percent / 10}`] = shades.light[percent];
  variables[`--color-primary-dark-${DARK_SHADE / 10}`] = shades.dark;
  return variables;
}

export function applyPrimaryColor(color: string, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(primaryCssVariables(color))) root.style.setProperty(name, value);
}
