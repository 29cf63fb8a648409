// Redocly plugin of this repository (see redocly.yaml).
// - `tzsb/examples-listed`: every operation's description holds the generated block listing its named
//   examples (and the `Prefer` header selecting each), identical to what
//   `pnpm contract:describe-examples` writes.
// - `tzsb/secured-failures`: every operation that takes the session declares the 401 answer with the
//   `sessionTimeout` example and the 500 answer with the `serverError` example (the shared
//   components/responses/Unauthorized.yaml and ServerError.yaml; `pnpm contract:describe-examples`
//   adds them), so the mock can be asked for either on any secured call.
// - `tzsb/paged-reads`: an operation taking the page query is a read (`x-idempotent: true` or GET):
//   the SDK retries it and the drift check calls it.
import { extractBlock, isIdempotent, isSecured, namedExamples, pageQueryOf, renderBlock } from './named-examples.mjs';

/** A `resolve(node, base)` for named-examples.mjs on top of Redocly's resolver. */
const resolverOf = (ctx) => (node, from) => {
  if (!node || typeof node !== 'object' || typeof node.$ref !== 'string') return { node, base: from };
  const r = ctx.resolve(node, from);
  return { node: r.node, base: r.location?.source.absoluteRef ?? from };
};

function ExamplesListed() {
  return {
    Operation(op, ctx) {
      const expected = renderBlock(namedExamples(op, resolverOf(ctx), ctx.location.source.absoluteRef));
      const actual = extractBlock(op.description);
      if (actual === expected) return;
      ctx.report({
        message:
          actual === null
            ? '描述里缺少命名示例清单：运行 `pnpm contract:describe-examples`'
            : '描述里的命名示例清单与示例不一致（有示例未列出或已改名）：运行 `pnpm contract:describe-examples`',
        location: ctx.location.child(['description']),
      });
    },
  };
}

const SECURED_FAILURES = [
  ['401', 'sessionTimeout'],
  ['500', 'serverError'],
];

function SecuredFailures() {
  let rootSecurity;
  return {
    Root: {
      enter(root) {
        rootSecurity = root.security;
      },
    },
    Operation(op, ctx) {
      if (!isSecured(op, rootSecurity)) return;
      const resolve = resolverOf(ctx);
      for (const [status, example] of SECURED_FAILURES) {
        const { node: response } = resolve(op.responses?.[status], ctx.location.source.absoluteRef);
        const examples = response?.content?.['application/json']?.examples ?? {};
        if (response && example in examples) continue;
        ctx.report({
          message: response
            ? `${status} 应答缺少命名示例 ${example}：改用共用的 components/responses/${status === '401' ? 'Unauthorized' : 'ServerError'}.yaml`
            : `需要会话的接口都要声明 ${status} 应答（示例 ${example}）：运行 \`pnpm contract:describe-examples\` 补上共用的引用`,
          location: ctx.location.child(['responses']),
        });
      }
    },
  };
}

function PagedReads() {
  return {
    Operation(op, ctx) {
      const method = ctx.key === undefined ? '' : String(ctx.key);
      if (!pageQueryOf(op, resolverOf(ctx), ctx.location.source.absoluteRef) || isIdempotent(method, op)) return;
      ctx.report({
        message: '分页列表是只读查询：请标 `x-idempotent: true`（SDK 据此重试，漂移检查据此调用）',
        location: ctx.location.child(['x-idempotent']).key(),
      });
    },
  };
}

export default function tzsbPlugin() {
  return {
    id: 'tzsb',
    rules: {
      oas3: { 'examples-listed': ExamplesListed, 'secured-failures': SecuredFailures, 'paged-reads': PagedReads },
    },
  };
}
