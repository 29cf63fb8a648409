// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit: change the contract and run `pnpm --filter @tzsb/sdk generate`.
export interface paths {
    "/__sandbox/status": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        /**
         * 查看模拟环境状态
         * @description 当前租户、租户时钟、是否严格校验应答、会话空闲超时、契约接口的覆盖情况与已有的租户。
         */
        get: operations["getStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/reset": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        get?: never;
        put?: never;
        /**
         * 重置租户
         * @description 丢弃当前租户的全部数据（设备、申请、账号、附件、日志、故障、发件箱），重新写入演示种子数据，时钟回到真实时间。
         *     `keepSessions: true` 保留已登录的会话：测试在同一租户里逐个文件重置数据，而不必每次重新登录。
         */
        post: operations["resetTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/clock": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        /** 查看租户时钟 */
        get: operations["getClock"];
        put?: never;
        /**
         * 调整租户时钟
         * @description 三选一：`advance` 把时钟向后拨一段 ISO 8601 时长（如 `P30D`、`PT2H`、`P1Y`），`set` 设为指定时刻，
         *     `reset` 回到真实时间。种子数据的日期相对租户时钟保存，拨动时钟后「剩 N 天」「超期 N 天」随之变化；
         *     会话按租户时钟计算空闲时间。
         */
        post: operations["moveClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/faults": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        /** 查看已布设的故障 */
        get: operations["listFaults"];
        put?: never;
        /**
         * 布设故障或延迟
         * @description 之后的调用（`operationId` 给出时只限该接口，否则所有产品接口）按布设的方式失败或变慢：
         *     `status` 返回该状态码（带 `example` 时以该接口该状态码下的这个命名示例作应答体；不带时取该状态码下的
         *     第一个示例，没有时为通用错误体 `{"success":false,"errorMsg":"模拟故障：HTTP 503"}`；429 与 503 带
         *     `Retry-After: 1`），
         *     `network: reset` 断开连接，`network: hang` 不作应答直到客户端放弃；`latencyMs` 在应答前等待。
         *     `times` 给出时生效该次数后自动清除，不给时一直生效到清除。多个故障按布设顺序取第一个匹配的。
         *     管理接口本身不受故障影响。
         */
        post: operations["armFault"];
        /** 清除全部故障 */
        delete: operations["clearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/journal": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        /**
         * 读取调用日志
         * @description 当前租户收到的调用，按 `seq` 升序，最多返回最近的 `limit` 条（超出 1–5000 时按边界截取）。
         *     请求体中的密码类字段显示为 `******`。管理接口中只有改动状态的调用（非 GET）记入日志。
         *     `source` 说明由谁应答：`state` 按状态数据，`example` 按契约示例，`prefer` 按请求头 `Prefer` 指定的示例，
         *     `fault` 按布设的故障，`refused` 请求不合契约被拒（422），`admin` 管理接口。
         */
        get: operations["readJournal"];
        put?: never;
        post?: never;
        /** 清空调用日志 */
        delete: operations["clearJournal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/outbox": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        /**
         * 读取短信发件箱
         * @description 当前租户“发出”的短信（验证码与通知），最近的 200 条，新的在前。模拟环境不真正发送短信。
         */
        get: operations["readOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/captcha": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        /**
         * 读取当前图形验证码
         * @description 最近一次发给当前租户的图形验证码文字，供自动化测试登录使用；尚未发过时为 null。
         */
        get: operations["readCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/applications": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        /**
         * 查看待办申请（检验机构一侧）
         * @description 企业提交给检验机构的各类申请。`state=open` 只列出待办理的（已提交、受理中），`all` 列出全部。
         */
        get: operations["listApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/applications/{kind}/{id}/accept": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path: {
                /**
                 * @description 申请类别（见 Application.kind）
                 * @example useRegist
                 */
                kind: components["parameters"]["applicationKind"];
                /**
                 * @description 申请编号（Application.id）
                 * @example 8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d
                 */
                id: components["parameters"]["applicationId"];
            };
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        get?: never;
        put?: never;
        /**
         * 受理申请
         * @description 已提交的申请转为受理中。
         */
        post: operations["acceptApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/applications/{kind}/{id}/return": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path: {
                /**
                 * @description 申请类别（见 Application.kind）
                 * @example useRegist
                 */
                kind: components["parameters"]["applicationKind"];
                /**
                 * @description 申请编号（Application.id）
                 * @example 8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d
                 */
                id: components["parameters"]["applicationId"];
            };
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        get?: never;
        put?: never;
        /**
         * 退回申请
         * @description 已提交或受理中的申请退回企业，附退回原因；企业修改后可再次提交。
         */
        post: operations["returnApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/applications/{kind}/{id}/complete": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path: {
                /**
                 * @description 申请类别（见 Application.kind）
                 * @example useRegist
                 */
                kind: components["parameters"]["applicationKind"];
                /**
                 * @description 申请编号（Application.id）
                 * @example 8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d
                 */
                id: components["parameters"]["applicationId"];
            };
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        get?: never;
        put?: never;
        /**
         * 办结申请
         * @description 受理中的申请办结，并按申请类别签发使用登记代码、检验报告编号或证书编号。
         */
        post: operations["completeApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/payments": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        /** 查看待支付的收费单 */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/payments/{chargesysid}/pay": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path: {
                /**
                 * @description 收费记录编号
                 * @example 3f6b9d21c84e4a7f90b5e2d1c7a8f064
                 */
                chargesysid: string;
            };
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        get?: never;
        put?: never;
        /**
         * 模拟支付
         * @description 把收费单标为已支付（如同收到支付平台的到账通知），并开具电子发票。
         */
        post: operations["markPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/registrations": {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        /**
         * 查看企业账号注册申请
         * @description 企业在注册页提交的账号申请及审核结果（审核由平台管理员 admin01 在 Web 端「账号审核」中进行）。
         */
        get: operations["listRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description 中文说明 */
            error: string;
        };
        /**
         * @description 租户时间，北京时间 yyyy-MM-dd HH:mm:ss（与平台接口的时间写法一致）
         * @example 2026-11-26 17:31:12
         */
        Stamp: string;
        /** @description 租户名（字母、数字、-、_，1 到 64 个字符） */
        TenantName: string;
        Status: {
            tenant: components["schemas"]["TenantName"];
            /**
             * Format: date-time
             * @description 租户时钟的当前时间
             */
            now: string;
            /** @description 是否严格校验应答（SANDBOX_STRICT=1：不合契约的应答改为 500） */
            strict: boolean;
            /** @description 会话空闲多少分钟（按租户时钟）后失效 */
            sessionMinutes: number;
            /** @description 产品契约中的接口数，及其中按状态数据应答、按契约示例或生成内容应答的数目 */
            operations: {
                total: number;
                stateful: number;
                exampleBacked: number;
            };
            /** @description 已有数据的租户 */
            tenants: components["schemas"]["TenantName"][];
            /** @description 自服务启动以来（不论租户、重置与否）不符合产品契约的应答：次数与最近 20 次。测试套件在结束时查看， 一次也不应有（严格模式下这些应答是 500，只看请求或地址的测试会漏过）。 */
            contractBreaches: {
                count: number;
                recent: {
                    /**
                     * Format: date-time
                     * @description 应答的时间（真实时间，不是租户时钟）
                     */
                    at: string;
                    tenant: components["schemas"]["TenantName"];
                    operationId: string;
                    method: string;
                    path: string;
                    /** @description 不符合之处（字段路径与原因） */
                    violations: string[];
                }[];
            };
        };
        ResetResult: {
            tenant: components["schemas"]["TenantName"];
            /** @description 重置耗时（毫秒） */
            ms: number;
        };
        Clock: {
            /**
             * Format: date-time
             * @description 租户时钟的当前时间
             */
            now: string;
            /** @description 租户时钟比真实时间快多少毫秒（负数为慢） */
            offsetMs: number;
        };
        /** @description advance、set、reset 三者恰好给一个 */
        ClockMove: {
            /** @description 拨动的 ISO 8601 时长，如 P30D、PT2H、P1Y、P1M2DT3H（一年按 365 天、一月按 30 天计）；前加 `-` 向前拨，如 -P1D */
            advance?: string;
            /**
             * Format: date-time
             * @description 设为此时刻
             */
            set?: string;
            /**
             * @description 回到真实时间（只能为 true）
             * @enum {boolean}
             */
            reset?: true;
        };
        /**
         * @description `status`、`network`、`latencyMs` 至少给一个；`status` 与 `network` 不能同时给；`example` 须同时给
         *     `operationId` 与 `status`。
         */
        FaultInput: {
            /** @description 产品契约中的接口（operationId）；不给时作用于所有产品接口 */
            operationId?: string;
            /** @description 返回的 HTTP 状态码 */
            status?: number;
            /** @description 该接口在该状态码下的命名示例；给出时以它作应答体 */
            example?: string;
            /**
             * @description reset 断开连接；hang 不作应答
             * @enum {string}
             */
            network?: "reset" | "hang";
            /** @description 应答前等待的毫秒数 */
            latencyMs?: number;
            /** @description 生效次数；不给时一直生效到清除 */
            times?: number;
        } | unknown | unknown | unknown;
        /** @description 已布设的故障 */
        Fault: {
            /** @description 故障编号 */
            id: string;
            /** @description 还会生效的次数；null 表示一直生效到清除 */
            remaining: number | null;
            /** @description 产品契约中的接口（operationId）；不给时作用于所有产品接口 */
            operationId?: string;
            /** @description 返回的 HTTP 状态码 */
            status?: number;
            /** @description 该接口在该状态码下的命名示例 */
            example?: string;
            /**
             * @description reset 断开连接；hang 不作应答
             * @enum {string}
             */
            network?: "reset" | "hang";
            /** @description 应答前等待的毫秒数 */
            latencyMs?: number;
            /** @description 布设时给出的生效次数 */
            times?: number;
        };
        Cleared: {
            /** @description 清除的条数 */
            cleared: number;
        };
        JournalEntry: {
            /** @description 本租户内递增的序号 */
            seq: number;
            at: components["schemas"]["Stamp"];
            /**
             * @description HTTP 方法
             * @example GET
             * @example POST
             */
            method: string;
            /** @description 请求路径（不含查询串） */
            path: string;
            /** @description 匹配到的产品接口；管理接口与未知路径为 null */
            operationId: string | null;
            /** @description 查询参数（重复的参数为数组） */
            query: {
                [key: string]: string | string[];
            };
            /** @description 请求体（JSON 或表单解析后的对象；其他内容为文字说明）；密码类字段显示为 ****** */
            body: Record<string, never> | string | null;
            /** @description 应答的 HTTP 状态码（断开连接时为 0） */
            status: number;
            /** @description 处理耗时（毫秒，含布设的延迟） */
            ms: number;
            /**
             * @description 由谁应答
             * @enum {string}
             */
            source: "state" | "example" | "prefer" | "fault" | "refused" | "admin";
            /** @description 请求或应答不合契约之处（非严格模式下记录而不拒绝） */
            violations: {
                /** @description 位置，如 ["response", "body", "data", "list", "0", "registCode"] */
                location: string[];
                /** @description 说明 */
                message: string;
            }[];
        };
        OutboxMessage: {
            seq: number;
            at: components["schemas"]["Stamp"];
            /** @description 手机号码 */
            mobile: string;
            /** @description 用途：1 企业账号注册，2 密码重置申请，3 修改手机号码，4 网上报检提交 */
            type: string;
            /** @description 短信验证码；通知类短信为 null */
            code: string | null;
            /** @description 短信全文 */
            text: string;
        };
        Application: {
            /**
             * @description 申请类别：useRegist 使用登记，onlineApply 网上报检，termination 停用/注销，construction 施工告知，
             *     registChange 登记变更，maintenanceProject 维保项目，maintenancePrice 维保价格，declaration 申报，
             *     eqmBcwBasic 使用登记基础档案
             * @example useRegist
             * @example onlineApply
             * @example termination
             * @example construction
             * @example registChange
             * @example maintenanceProject
             * @example maintenancePrice
             * @example declaration
             * @example eqmBcwBasic
             */
            kind: string;
            /** @description 申请类别名称 */
            kindName: string;
            /** @description 申请编号（办理接口路径中的 id） */
            id: string;
            /** @description 业务流水号；草稿可能尚无 */
            no: string | null;
            /** @description 申请摘要（设备、单位等） */
            title: string;
            /** @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回，5 已撤销 */
            status: string;
            /** @description 状态名称 */
            statusName: string;
            /** @description 提交时间（租户时间，北京时间 yyyy-MM-dd HH:mm:ss）；未提交为 null */
            submittedAt: string | null;
            /** @description 当前状态允许的办理 */
            actions: ("accept" | "return" | "complete")[];
        };
        ApplicationResult: {
            application: components["schemas"]["Application"];
            /** @description 办结时签发的编号 */
            issued?: {
                /** @description 使用登记代码 */
                registCode?: string;
                /** @description 检验报告编号 */
                reportNo?: string;
                /** @description 证书编号 */
                certNo?: string;
            };
        };
        Payment: {
            /** @description 收费记录编号 */
            chargesysid: string;
            /** @description 缴费单号 */
            chargeNo: string;
            /** @description 缴费单位 */
            unitName: string;
            /** @description 应缴金额（元） */
            amount: number;
            /** @description 缴费状态：0 未支付，1 已支付，2 已退款 */
            status: string;
            /** @description 缴费状态名称 */
            statusName: string;
            /** @description 生成时间（租户时间，北京时间 yyyy-MM-dd HH:mm:ss）；不详时为 null */
            createdAt: string | null;
        };
        Registration: {
            id: string;
            /** @description 申请的登录名 */
            loginName: string;
            /** @description 单位名称 */
            orgname: string;
            /** @description 统一社会信用代码 */
            creditCode: string;
            /**
             * @description pending 待审核，approved 已通过，rejected 已驳回
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            /** @description 驳回原因 */
            reason: string | null;
            /** @description 提交时间（租户时间，北京时间 yyyy-MM-dd HH:mm:ss）；不详时为 null */
            createdAt: string | null;
        };
    };
    responses: {
        /** @description 请求不是来自本机，且未设置 SANDBOX_ADMIN_TOKEN 或令牌不符 */
        Forbidden: {
            headers: {
                "X-Sandbox-Now": components["headers"]["SandboxNow"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 申请类别或申请不存在 */
        ApplicationNotFound: {
            headers: {
                "X-Sandbox-Now": components["headers"]["SandboxNow"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "没有编号为 8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d 的使用登记申请"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 申请当前的状态不允许此办理 */
        ApplicationConflict: {
            headers: {
                "X-Sandbox-Now": components["headers"]["SandboxNow"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "申请 SYDJ2026112100015 已办结，不能受理"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description 租户（优先于 Cookie 与查询参数）
         * @example e2e-w0
         */
        tenantHeader: components["schemas"]["TenantName"];
        /**
         * @description 租户（控制台的「切换」设置此 Cookie，path=/）
         * @example demo
         */
        tenantCookie: components["schemas"]["TenantName"];
        /**
         * @description 租户（请求头与 Cookie 都没有时使用）
         * @example demo
         */
        tenantQuery: components["schemas"]["TenantName"];
        /**
         * @description 申请类别（见 Application.kind）
         * @example useRegist
         */
        applicationKind: string;
        /**
         * @description 申请编号（Application.id）
         * @example 8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d
         */
        applicationId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description 本租户时钟的当前时间（ISO 8601）
         * @example 2026-11-26T09:30:00.000Z
         */
        SandboxNow: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getStatus: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 模拟环境状态 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tenant": "demo",
                     *       "now": "2026-11-26T09:30:00.000Z",
                     *       "strict": true,
                     *       "sessionMinutes": 30,
                     *       "operations": {
                     *         "total": 250,
                     *         "stateful": 158,
                     *         "exampleBacked": 92
                     *       },
                     *       "tenants": [
                     *         "demo",
                     *         "e2e-w0",
                     *         "e2e-w1"
                     *       ],
                     *       "contractBreaches": {
                     *         "count": 0,
                     *         "recent": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Status"];
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    resetTenant: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description 保留当前租户已登录的会话（令牌仍然有效）
                     * @default false
                     */
                    keepSessions?: boolean;
                };
            };
        };
        responses: {
            /** @description 已重置 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tenant": "e2e-w0",
                     *       "ms": 38.4
                     *     }
                     */
                    "application/json": components["schemas"]["ResetResult"];
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    getClock: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 租户时钟 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-12-26T09:30:00.000Z",
                     *       "offsetMs": 2592000000
                     *     }
                     */
                    "application/json": components["schemas"]["Clock"];
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    moveClock: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockMove"];
            };
        };
        responses: {
            /** @description 调整后的租户时钟 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-12-26T09:30:00.000Z",
                     *       "offsetMs": 2592000000
                     *     }
                     */
                    "application/json": components["schemas"]["Clock"];
                };
            };
            /** @description 请求体不合规（不是三选一、时长或时刻格式不对） */
            400: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "advance 须为 ISO 8601 时长，如 P30D、PT2H、P1Y"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    listFaults: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 当前租户已布设、尚未用完的故障 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "faults": [
                     *         {
                     *           "id": "f1",
                     *           "operationId": "listEquipment",
                     *           "status": 503,
                     *           "latencyMs": 0,
                     *           "times": 2,
                     *           "remaining": 1
                     *         },
                     *         {
                     *           "id": "f2",
                     *           "latencyMs": 800,
                     *           "remaining": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        faults: components["schemas"]["Fault"][];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    armFault: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultInput"];
            };
        };
        responses: {
            /** @description 已布设的故障 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f1",
                     *       "operationId": "listEquipment",
                     *       "status": 503,
                     *       "times": 2,
                     *       "remaining": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Fault"];
                };
            };
            /** @description 请求体不合规，或接口、命名示例不存在 */
            400: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    clearFaults: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 已清除 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cleared": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Cleared"];
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    readJournal: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
                /**
                 * @description 只看该接口的调用
                 * @example saveEquipment
                 */
                operationId?: string;
                /**
                 * @description 最多返回的条数（最近的）
                 * @example 100
                 */
                limit?: number;
                /**
                 * @description 只返回 `seq` 大于此值的调用
                 * @example 41
                 */
                since?: number;
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 调用日志 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "seq": 42,
                     *           "at": "2026-11-26 17:31:12",
                     *           "method": "POST",
                     *           "path": "/a/login",
                     *           "operationId": "login",
                     *           "query": {
                     *             "__ajax": "json"
                     *           },
                     *           "body": {
                     *             "username": "9F3A61C0D2B47E85",
                     *             "password": "******",
                     *             "validateCode": "K7PX"
                     *           },
                     *           "status": 200,
                     *           "ms": 6.2,
                     *           "source": "state",
                     *           "violations": []
                     *         },
                     *         {
                     *           "seq": 43,
                     *           "at": "2026-11-26 17:31:20",
                     *           "method": "POST",
                     *           "path": "/a/stone/eqm/list",
                     *           "operationId": "listEquipment",
                     *           "query": {
                     *             "__sid": "6c1d0e9a2b7f4c3e8a5d1f0b9e2c7a46",
                     *             "__ajax": "json"
                     *           },
                     *           "body": {
                     *             "pageNo": 1,
                     *             "pageSize": 20,
                     *             "equclacode": "3000"
                     *           },
                     *           "status": 503,
                     *           "ms": 0.4,
                     *           "source": "fault",
                     *           "violations": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        entries: components["schemas"]["JournalEntry"][];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    clearJournal: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 已清空 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cleared": 43
                     *     }
                     */
                    "application/json": components["schemas"]["Cleared"];
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    readOutbox: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 短信发件箱 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "messages": [
                     *         {
                     *           "seq": 1,
                     *           "at": "2026-11-26 17:40:03",
                     *           "mobile": "13967854021",
                     *           "type": "1",
                     *           "code": "482913",
                     *           "text": "【特种设备企业服务平台】您正在注册企业账号，验证码 482913，5 分钟内有效。"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        messages: components["schemas"]["OutboxMessage"][];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    readCaptcha: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 当前验证码 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "K7PX"
                     *     }
                     */
                    "application/json": {
                        /** @description 验证码文字（4 位，不含 0、O、1、I、l） */
                        code: string | null;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    listApplications: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
                /**
                 * @description open 待办理的，all 全部
                 * @example open
                 */
                state?: "open" | "all";
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 申请列表，最近提交的在前 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "kind": "useRegist",
                     *           "kindName": "使用登记",
                     *           "id": "8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d",
                     *           "no": "SYDJ2026112100015",
                     *           "title": "乘客电梯 · 宁波甬江置业有限公司 1号客梯",
                     *           "status": "1",
                     *           "statusName": "已提交",
                     *           "submittedAt": "2026-11-21 18:12:00",
                     *           "actions": [
                     *             "accept",
                     *             "return"
                     *           ]
                     *         },
                     *         {
                     *           "kind": "onlineApply",
                     *           "kindName": "网上报检",
                     *           "id": "5e1b7c9a0d2f4e6b8a3c1d5f7e9b2a4c",
                     *           "no": "BJ20261126000184",
                     *           "title": "定期检验 · 2 台电梯",
                     *           "status": "2",
                     *           "statusName": "受理中",
                     *           "submittedAt": "2026-11-24 10:45:10",
                     *           "actions": [
                     *             "return",
                     *             "complete"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Application"][];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    acceptApplication: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path: {
                /**
                 * @description 申请类别（见 Application.kind）
                 * @example useRegist
                 */
                kind: components["parameters"]["applicationKind"];
                /**
                 * @description 申请编号（Application.id）
                 * @example 8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d
                 */
                id: components["parameters"]["applicationId"];
            };
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 办理后的申请；办结时附带签发的编号 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "application": {
                     *         "kind": "useRegist",
                     *         "kindName": "使用登记",
                     *         "id": "8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d",
                     *         "no": "SYDJ2026112100015",
                     *         "title": "乘客电梯 · 宁波甬江置业有限公司 1号客梯",
                     *         "status": "2",
                     *         "statusName": "受理中",
                     *         "submittedAt": "2026-11-21 18:12:00",
                     *         "actions": [
                     *           "return",
                     *           "complete"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApplicationResult"];
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApplicationNotFound"];
            409: components["responses"]["ApplicationConflict"];
        };
    };
    returnApplication: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path: {
                /**
                 * @description 申请类别（见 Application.kind）
                 * @example useRegist
                 */
                kind: components["parameters"]["applicationKind"];
                /**
                 * @description 申请编号（Application.id）
                 * @example 8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d
                 */
                id: components["parameters"]["applicationId"];
            };
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "产品合格证扫描件不清晰，请重新上传。"
                 *     }
                 */
                "application/json": {
                    /** @description 退回原因（企业在申请详情中看到） */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description 办理后的申请；办结时附带签发的编号 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "application": {
                     *         "kind": "useRegist",
                     *         "kindName": "使用登记",
                     *         "id": "8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d",
                     *         "no": "SYDJ2026112100015",
                     *         "title": "乘客电梯 · 宁波甬江置业有限公司 1号客梯",
                     *         "status": "2",
                     *         "statusName": "受理中",
                     *         "submittedAt": "2026-11-21 18:12:00",
                     *         "actions": [
                     *           "return",
                     *           "complete"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApplicationResult"];
                };
            };
            /** @description 缺少退回原因 */
            400: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "请填写退回原因"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApplicationNotFound"];
            409: components["responses"]["ApplicationConflict"];
        };
    };
    completeApplication: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path: {
                /**
                 * @description 申请类别（见 Application.kind）
                 * @example useRegist
                 */
                kind: components["parameters"]["applicationKind"];
                /**
                 * @description 申请编号（Application.id）
                 * @example 8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d
                 */
                id: components["parameters"]["applicationId"];
            };
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 办结后的申请与签发的编号 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "application": {
                     *         "kind": "useRegist",
                     *         "kindName": "使用登记",
                     *         "id": "8a9f3c2e51d04b7e9c6a0f1d2e3b4c5d",
                     *         "no": "SYDJ2026112100015",
                     *         "title": "乘客电梯 · 宁波甬江置业有限公司 1号客梯",
                     *         "status": "3",
                     *         "statusName": "已办结",
                     *         "submittedAt": "2026-11-21 18:12:00",
                     *         "actions": []
                     *       },
                     *       "issued": {
                     *         "registCode": "33020310002026000412"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApplicationResult"];
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApplicationNotFound"];
            409: components["responses"]["ApplicationConflict"];
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 未支付的收费单 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "chargesysid": "3f6b9d21c84e4a7f90b5e2d1c7a8f064",
                     *           "chargeNo": "JF20261126000031",
                     *           "unitName": "宁波甬江置业有限公司",
                     *           "amount": 1260,
                     *           "status": "0",
                     *           "statusName": "未支付",
                     *           "createdAt": "2026-11-26 11:20:41"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Payment"][];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    markPaid: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path: {
                /**
                 * @description 收费记录编号
                 * @example 3f6b9d21c84e4a7f90b5e2d1c7a8f064
                 */
                chargesysid: string;
            };
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 已支付的收费单与开具的发票 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment": {
                     *         "chargesysid": "3f6b9d21c84e4a7f90b5e2d1c7a8f064",
                     *         "chargeNo": "JF20261126000031",
                     *         "unitName": "宁波甬江置业有限公司",
                     *         "amount": 1260,
                     *         "status": "1",
                     *         "statusName": "已支付",
                     *         "createdAt": "2026-11-26 11:20:41"
                     *       },
                     *       "invoiceId": "9c2d4f6a8b0e1c3d5f7a9b1c3e5d7f90"
                     *     }
                     */
                    "application/json": {
                        payment: components["schemas"]["Payment"];
                        /** @description 开具的电子发票编号 */
                        invoiceId: string;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description 收费单不存在 */
            404: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "收费单 3f6b9d21c84e4a7f90b5e2d1c7a8f064 不存在"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 收费单已支付或已退款 */
            409: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "收费单 JF20261126000031 已支付，不能重复支付"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRegistrations: {
        parameters: {
            query?: {
                /**
                 * @description 租户（请求头与 Cookie 都没有时使用）
                 * @example demo
                 */
                tenant?: components["parameters"]["tenantQuery"];
            };
            header?: {
                /**
                 * @description 租户（优先于 Cookie 与查询参数）
                 * @example e2e-w0
                 */
                "X-Sandbox-Tenant"?: components["parameters"]["tenantHeader"];
            };
            path?: never;
            cookie?: {
                /**
                 * @description 租户（控制台的「切换」设置此 Cookie，path=/）
                 * @example demo
                 */
                sandbox_tenant?: components["parameters"]["tenantCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description 全部注册申请 */
            200: {
                headers: {
                    "X-Sandbox-Now": components["headers"]["SandboxNow"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b",
                     *           "loginName": "nbdgxyl",
                     *           "orgname": "宁波大港新颜料有限公司",
                     *           "creditCode": "913302001440663257",
                     *           "status": "pending",
                     *           "reason": null,
                     *           "createdAt": "2026-11-26 16:05:17"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Registration"][];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
}
