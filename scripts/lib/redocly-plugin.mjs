// Redocly plugin of this repository (see redocly.yaml). Rule `tzsb/examples-listed`: every
// operation's description holds the generated block listing its named examples (and the `Prefer`
// header selecting each), identical to what `pnpm contract:describe-examples` writes.
import { extractBlock, namedExamples, renderBlock } from './named-examples.mjs';

function ExamplesListed() {
  return {
    Operation(op, ctx) {
      const resolve = (node, from) => {
        if (!node || typeof node !== 'object' || typeof node.$ref !== 'string') return { node, base: from };
        const r = ctx.resolve(node, from);
        return { node: r.node, base: r.location?.source.absoluteRef ?? from };
      };
      const expected = renderBlock(namedExamples(op, resolve, ctx.location.source.absoluteRef));
      const actual = extractBlock(op.description);
      if (actual === expected) return;
      ctx.report({
        message: actual === null
          ? '描述里缺少命名示例清单：运行 `pnpm contract:describe-examples`'
          : '描述里的命名示例清单与示例不一致（有示例未列出或已改名）：运行 `pnpm contract:describe-examples`',
        location: ctx.location.child(['description']),
      });
    },
  };
}

export default function tzsbPlugin() {
  return { id: 'tzsb', rules: { oas3: { 'examples-listed': ExamplesListed } } };
}
