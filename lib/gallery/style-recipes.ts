import type { ImageStyle } from "./options";

export type Composition = "orbs" | "bands" | "mosaic" | "rings" | "horizon";

type Recipe = {
  /** Words added around the user's prompt for the remote providers. */
  template: string;
  /** Background top, background bottom, then two accent colours, as RGB. */
  palette: [number, number, number][];
  composition: Composition;
};

const hex = (value: string): [number, number, number] => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
];

const recipe = (template: string, colours: string[], composition: Composition): Recipe => ({
  template,
  palette: colours.map(hex),
  composition,
});

/** How each style shapes a prompt for the remote providers and the preview generator's palette and layout. */
export const STYLE_RECIPES: Record<ImageStyle, Recipe> = {
  Cinematic: recipe("cinematic film still of {prompt}, dramatic lighting, shallow depth of field, film grain", ["#0b1d2e", "#3a2a1a", "#f2a65a", "#2ec4b6"], "horizon"),
  Anime: recipe("anime artwork of {prompt}, vibrant, studio anime, highly detailed", ["#ffd6e8", "#a0c4ff", "#ff5d8f", "#ffe66d"], "orbs"),
  "Anime XL": recipe("anime key visual of {prompt}, sharp line art, vivid colours, detailed background", ["#caf0f8", "#48cae4", "#ff006e", "#fb5607"], "bands"),
  "Anime XL+": recipe("masterpiece anime illustration of {prompt}, intricate details, dynamic composition", ["#240046", "#7b2cbf", "#ff9e00", "#e0aaff"], "rings"),
  "Cinematic XL": recipe("epic cinematic shot of {prompt}, anamorphic lens, volumetric light, 35mm", ["#03071e", "#6a040f", "#ffba08", "#e85d04"], "horizon"),
  Fur: recipe("fluffy furry character art of {prompt}, soft fur texture, warm tones", ["#f4e1c1", "#c89f7c", "#7f5539", "#ddb892"], "orbs"),
  Furtoon: recipe("cartoon furry character of {prompt}, bold outlines, flat colours", ["#fff3b0", "#e09f3e", "#9e2a2b", "#335c67"], "mosaic"),
  "Hardcore XL": recipe("gritty high-contrast artwork of {prompt}, intense, dark atmosphere", ["#000000", "#2b2d42", "#ef233c", "#edf2f4"], "bands"),
  Hyperanime: recipe("hyper-detailed anime art of {prompt}, neon glow, saturated colours", ["#10002b", "#3c096c", "#00f5d4", "#f15bb5"], "rings"),
  Hyperreal: recipe("hyperrealistic photo of {prompt}, 8k, ultra detailed skin and texture", ["#dde5b6", "#6c584c", "#a98467", "#f0ead2"], "horizon"),
  "Hyperreal XL+": recipe("ultra-realistic masterpiece photograph of {prompt}, 8k, physically based lighting", ["#e9ecef", "#495057", "#212529", "#adb5bd"], "mosaic"),
  "Illustration XL+": recipe("detailed digital illustration of {prompt}, painterly, rich colours", ["#fefae0", "#dda15e", "#606c38", "#bc6c25"], "bands"),
  "K-Pop": recipe("k-pop idol photoshoot of {prompt}, pastel, glossy, stage lighting", ["#ffc8dd", "#bde0fe", "#cdb4db", "#ff87ab"], "orbs"),
  "Photo XL+": recipe("professional photograph of {prompt}, DSLR, natural light, sharp focus", ["#caf0f8", "#0077b6", "#90e0ef", "#03045e"], "rings"),
  "Render XL+": recipe("3d render of {prompt}, octane render, global illumination, studio backdrop", ["#14213d", "#000000", "#fca311", "#e5e5e5"], "mosaic"),
};

export function applyStyleTemplate(style: ImageStyle, prompt: string): string {
  return STYLE_RECIPES[style].template.replace("{prompt}", prompt);
}
