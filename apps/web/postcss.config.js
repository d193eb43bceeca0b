import presetMantine from 'postcss-preset-mantine';

/**
 * KaTeX's fonts swap in where its stylesheet asks the browser to block: a page the server rendered shows its
 * text and formulas at once in a fallback face instead of waiting for the formula fonts to paint anything.
 */
const fontDisplaySwap = {
  postcssPlugin: 'quanta-font-display-swap',
  AtRule: {
    'font-face': (rule) => {
      rule.walkDecls('font-display', (decl) => {
        decl.value = 'swap';
      });
    },
  },
};

export default {
  plugins: [presetMantine(), fontDisplaySwap],
};
