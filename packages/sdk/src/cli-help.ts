// The `tzsb` command's usage and each command's help (Chinese: what people read).
export const COMMON = `通用选项：
  --base-url 地址             接口地址（或 TZSB_BASE_URL）；login 时保存，之后的命令沿用（logout 后也保留）
  --session 文件              会话文件（或 TZSB_SESSION_FILE；默认 ~/.tzsb/session.json）
  --secret 密钥               登录凭据加密密钥（或 TZSB_SECRET；默认 JeeSite 出厂密钥）
  --timeout 毫秒              每次请求等待应答的上限（默认 30000；0 不限）
  -h, --help                  帮助（tzsb <命令> --help：该命令的帮助）
  --version                   版本号`;

export const USAGE = `用法：tzsb <命令> [选项]

命令：
  login                       登录并保存会话
  logout                      退出并清除会话（保留接口地址）
  whoami                      当前保存的会话（用户、角色、是否已登录）
  call <operationId>          调用一个接口
  list                        列出接口（--tag 领域 只列一个领域）
  list-examples <operationId> 列出一个接口的命名示例及选择它的 Prefer 请求头

${COMMON}

输出均为 JSON。退出码：0 成功，1 调用失败（{"error":{kind,message,status,operation,body}}），2 用法错误。`;

/** Each command's own help (`tzsb <command> --help`). */
export const HELP: Record<string, string> = {
  login: `用法：tzsb login --base-url 地址 --username 账号 --password 密码 [--captcha 验证码] [--example 名称 | --code 状态码]

登录并把会话（令牌、用户、角色）与接口地址存进会话文件。账号密码也可用环境变量 TZSB_USERNAME / TZSB_PASSWORD。
--example / --code 向模拟服务要登录接口的某个命名示例（如 --example accountLocked）。`,
  logout: `用法：tzsb logout

调用退出接口，清除会话文件里的会话；接口地址保留，下次 tzsb login 不必再给 --base-url。`,
  whoami: `用法：tzsb whoami

打印会话文件里的会话：是否已登录、接口地址、用户、当前角色与全部角色。不发请求。`,
  call: `用法：tzsb call <operationId> [--param 键=值 ...] [--json '{…}'] [--data] [--example 名称 | --code 状态码] [--out 文件]

调用一个接口（tzsb list 列出全部 operationId）。
  --param 键=值     路径参数、查询参数或请求体字段（按契约放到该放的位置），可重复；文件字段写 --param file=@路径
  --json '{…}'      直接给请求体
  --data            只打印应答信封里的 data（默认打印整个信封）
  --example 名称    向模拟服务要这个命名示例（Prefer: example=名称；非 200 的示例连同 --code）
  --code 状态码     向模拟服务要这个状态码的应答（Prefer: code=状态码）
  --out 文件        文件类应答（图片、Excel、PDF）保存到文件
需要 __ajax=json 的接口由客户端自动加上；只读接口遇到网络错误、502/503/504/429 自动重试。`,
  list: `用法：tzsb list [--tag 领域]

列出接口：operationId、领域、方法、路径、摘要。--tag 只列一个领域；领域名不存在时列出全部领域并以 2 退出。`,
  'list-examples': `用法：tzsb list-examples <operationId>

列出一个接口的命名示例：名称、状态码、说明，以及在模拟服务上选择它的 Prefer 请求头。不发请求。`,
};
