// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit: change the contract and run `pnpm --filter @tzsb/sdk generate`.
export interface paths {
    "/a/stone/eqm/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设备综合查询（分页）
         * @description 按设备类别、设备代码、使用状态、所在区县等条件分页查询本单位设备。
         */
        post: operations["listEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 登录
         * @description 账号密码登录或单点登录。表单提交（`__ajax=json`）。
         *     - 账号密码登录：`username`、`password` 均由客户端以 JeeSite DES 算法（三轮、三段密钥）加密为大写十六进制串后提交，另带 `validateCode`（需要时）。
         *     - 单点登录（/ssologin）：不传账号密码，改传 `ssotoken`、`validateCode`、`ticket`、`gotoUrl`。
         *     成功后 `data.sessionid` 与 `data.extendSessionId` 作为后续请求的 `__sid` 与 `__extend`。
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 获取当前用户信息与角色
         * @description 进入壳页面时调用一次。失败时客户端清除令牌并回到登录页。权限为各角色菜单编号（路由的 access 键）的并集。
         */
        get: operations["getCurrentUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/user/changeRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 切换当前角色
         * @description 切换成功后客户端保存新角色编号与名称，权限替换为该角色的菜单编号，并关闭所有已打开的页签。
         */
        post: operations["changeCurrentRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 退出登录
         * @description 注销当前会话。客户端随后清除令牌、当前角色、角色列表、权限与单位信息，关闭所有页签，回到登录页并提示“登出成功”。
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/user/updateInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改当前账号信息
         * @description 系统设置 → 账号信息维护（/system/account）保存姓名、身份证号码、固定电话与手机号码。
         */
        post: operations["updateCurrentUserInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/user/updatePwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改登录密码
         * @description 密码修改对话框提交。新密码至少 8 位，须含数字、字母和特殊字符（强度分低于 3 视为简单密码，前端拒绝）。
         *     成功后前端提示“密码修改成功”，并清除会话（令牌、角色、权限、单位信息）回到登录页。
         */
        post: operations["updateCurrentUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/user/unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 获取当前用户所属单位
         * @description 登录后调用，页眉的欢迎语显示单位名称（orgname）。
         */
        get: operations["getCurrentUserUnit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/account/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交企业账号注册申请
         * @description /register 页面提交的企业账号注册申请（JSON 请求体）。营业执照需先通过附件上传接口以 `attrefsysid` 上传。
         *     提交后进入待审核状态，审核结果以短信通知，也可在 /regCheackList 按信用代码、单位名称、手机号码查询。
         */
        post: operations["applyEnterpriseAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/passwordRestApplyCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 密码重置申请前校验账号
         * @description /resetPassword 第一步：校验统一社会信用代码、单位名称与登录账号是否对应一个已注册账号，且没有待审核的重置申请。
         */
        post: operations["checkPasswordResetApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/passwordRestApply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交密码重置申请
         * @description /resetPassword 第二步：企业提交密码重置申请（附加盖公章的申请书）。管理员审核通过后，新密码以短信发送到申请人手机，页面转到 /resetSuccess。
         */
        post: operations["applyPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/ogmUnitRegistCheck/{a}/{b}/{c}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询企业账号注册结果
         * @description /regCheackList 页面按统一社会信用代码、单位名称与手机号码查询注册申请的审核状态（待审核、已通过、已退回）与审核意见。
         */
        post: operations["queryAccountRegistrationResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/save_error_logger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上报前端错误日志
         * @description 前端脚本错误或接口错误发生时上报，同时保存在前端错误列表中。未登录时（如登录页）也会上报，因此不要求会话；`token`、`userId`、`userName` 可为空。
         */
        post: operations["saveErrorLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/index/getEqustatisticNums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工作台设备统计数字
         * @description 工作台顶部的统计卡片：设备总数、在用、30 天内到期待检、超期未检、检验不合格、未登记等，点击进入对应的设备查询页。
         */
        post: operations["getHomeEquipmentStatistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/index/getEqmOverview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工作台设备概览
         * @description 工作台的设备概览图表：按设备类别（1000–9000）与按使用状态的数量。
         */
        post: operations["getHomeEquipmentOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/index/findArticleList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工作台最新公告
         * @description 工作台公告栏显示的最新几条公告（置顶在前），以及登录后需弹窗显示且当前用户未关闭的公告（`isPopup=true`）。列表项不含正文。
         */
        post: operations["listHomeArticles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/index/getArticle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 公告详情
         * @description 公告详情页（notice/detail）按编号读取公告全文（HTML）与附件。
         */
        post: operations["getHomeArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/index/findArticlePage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 公告列表（分页）
         * @description 公告列表页（notice）按标题、栏目与发布日期分页查询，置顶在前、按发布时间倒序。列表项不含正文。
         */
        post: operations["pageHomeArticles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/closePopup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 关闭弹窗公告
         * @description 用户关闭登录后弹出的公告时调用，记录该用户已关闭，之后不再弹出。路径来自规格，请求方式与参数为推断。
         */
        post: operations["closePopupArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/validCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 获取图形验证码
         * @description 登录页、注册页显示的图形验证码图片。验证码与会话绑定，登录时以 `validateCode` 提交。
         */
        get: operations["getCaptchaImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/smsAuthCode/{mobile}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送短信验证码
         * @description 向手机发送 6 位短信验证码，5 分钟内有效，同一号码 60 秒内只能发送一次。路径前缀来自规格，路径参数为推断。
         */
        post: operations["sendSmsAuthCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/checkSmsAuthCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 校验短信验证码
         * @description 在提交注册或密码重置申请前，先校验手机收到的短信验证码。
         */
        post: operations["checkSmsAuthCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/attachment/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传附件
         * @description 为业务记录上传附件（单个文件）。`attrefsysid` 是所属业务记录编号，新建记录时由客户端预先生成 32 位十六进制编号。
         */
        post: operations["uploadAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/attachment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询业务记录的附件
         * @description 按所属业务记录编号（attrefsysid）列出全部附件，按上传时间排序。
         */
        post: operations["listAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/attachment/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除附件
         * @description 按附件编号删除附件。已提交的申请中的附件不能删除。
         */
        post: operations["deleteAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/attachment/download/{attsysid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载附件
         * @description 按附件编号下载文件，响应头 Content-Disposition 带原文件名。
         */
        get: operations["downloadAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/attachment/qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 获取手机扫码上传二维码
         * @description 生成手机上传附件用的二维码图片。二维码内容为 /attachmentUploadMobile 页面地址，带一次性令牌 `token` 与附件关联编号 `id`，有效期 30 分钟。
         */
        get: operations["getAttachmentUploadQrcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobileUpload/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 手机扫码上传：校验令牌
         * @description /attachmentUploadMobile 页面打开时调用，校验二维码中的令牌。手机端无会话，以查询参数 `token` 鉴权。
         */
        get: operations["checkMobileUploadToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobileUpload/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 手机扫码上传：上传附件
         * @description 手机端拍照或选择文件上传到二维码对应的业务记录。以查询参数 `token` 鉴权，不需要会话。
         */
        post: operations["uploadAttachmentFromMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobileUpload/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 手机扫码上传：已上传附件
         * @description 手机端列出该业务记录已上传的附件。以查询参数 `token` 鉴权，不需要会话。
         */
        get: operations["listMobileUploadAttachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/common/getSsoLoginUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 获取单点登录地址
         * @description /ssologin 与登录页据此跳转到统一身份认证；认证后带 `ticket` 回到平台并调用 /a/login 完成单点登录。
         */
        get: operations["getSsoLoginUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/print/report/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 打印检验报告（PDF）
         * @description 检验报告的 PDF（带电子签章），在报告查询中打印或下载。地址在独立的打印服务上拼接，会话令牌同样以 `__sid` 查询参数携带；浏览器通常在新窗口直接打开该地址。
         */
        get: operations["printReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/print/paymentSlip/{chargesysid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 打印缴费通知单（PDF）
         * @description 网上报检的缴费通知单 PDF（/online-paymentNote 与缴费单详情中打印）。地址在独立的打印服务上拼接，会话令牌同样以 `__sid` 查询参数携带；浏览器通常在新窗口直接打开该地址。
         */
        get: operations["printPaymentSlipPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/print/invoice/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 打印电子发票（PDF）
         * @description 检验费用的电子发票 PDF。地址在独立的打印服务上拼接，会话令牌同样以 `__sid` 查询参数携带；浏览器通常在新窗口直接打开该地址。
         */
        get: operations["printInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/account/findRegister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 企业账号注册申请列表（分页）
         * @description 管理员的注册确认页（/account/check）按单位名称、信用代码、审核状态与申请日期分页查询企业账号注册申请。
         */
        post: operations["listAccountRegistrations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/account/getReg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 企业账号注册申请详情
         * @description 注册申请详情页（/account/register-detail），含营业执照等附件与审核信息。
         */
        post: operations["getAccountRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/account/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 审核通过企业账号注册
         * @description 管理员审核通过注册申请：开通企业主账号并以短信通知联系人。
         */
        post: operations["approveAccountRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/account/disagree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 退回企业账号注册
         * @description 管理员退回注册申请，退回原因以短信通知联系人，并可在注册结果查询中看到。
         */
        post: operations["rejectAccountRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/account/findAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 本单位成员账号列表（分页）
         * @description 成员账号管理页（/account/manager）按登录账号、姓名、手机号码与状态分页查询本单位的成员账号。
         */
        post: operations["listMemberAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/account/createAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增成员账号
         * @description 单位主账号为本单位新增成员账号（/account/add-account）。初始密码以短信发送到成员手机，首次登录须修改。data 为新账号编号。
         */
        post: operations["createMemberAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/account/updateAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改成员账号
         * @description 修改成员账号信息、角色，或启用/停用账号（/account/account-detail）。单位主账号不能停用。
         */
        post: operations["updateMemberAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/passwordRestApply/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 密码重置申请列表（分页）
         * @description 管理员的密码重置审核页（/account/reset-password-check-list、reset-password-query-list）按单位、账号、状态与申请日期分页查询。
         */
        post: operations["listPasswordResetApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/passwordRestApply/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 密码重置申请详情
         * @description 密码重置申请详情页（/account/reset-password-detail），含申请书附件与审核信息。
         */
        get: operations["getPasswordResetApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/passwordRestApply/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 审核密码重置申请
         * @description 管理员同意或退回密码重置申请。同意时系统生成新密码并以短信发送到申请人手机；退回时须填写意见。
         */
        post: operations["auditPasswordResetApplication"];
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
        /**
         * PageQuery
         * @description 列表查询的分页与排序字段（表单提交）
         */
        PageQuery: {
            /**
             * @description 页码，从 1 开始
             * @default 1
             */
            pageNo?: number;
            /**
             * @description 每页条数（界面提供 10/20/50/100）
             * @default 10
             */
            pageSize?: number;
            /**
             * @description 排序，如 `nextInspDate desc`
             * @example nextInspDate desc
             */
            orderBy?: string;
        };
        /**
         * EquipmentTypeCode
         * @description 设备类别代码：1000 锅炉，2000 压力容器，3000 电梯，4000 起重机械，5000 场（厂）内专用机动车辆，
         *     6000 大型游乐设施，7000 压力管道元件，8000 压力管道，9000 客运索道
         * @enum {string}
         */
        EquipmentTypeCode: "1000" | "2000" | "3000" | "4000" | "5000" | "6000" | "7000" | "8000" | "9000";
        /**
         * Envelope
         * @description 响应信封。`success`、`isSuccess`、`result` 任一为真（`result` 可为字符串 "true"）即成功，数据在 `data`；
         *     否则失败原因在 `errorMsg`、`errmsg` 或 `message`。`result` 为 "login" 表示会话已失效，需要重新登录。
         */
        Envelope: {
            /** @description 是否成功（平台业务接口） */
            success?: boolean;
            /** @description 是否成功（/api 接口） */
            isSuccess?: boolean;
            /** @description 是否成功（JeeSite 核心接口）：布尔值，或字符串 "true" / "false" / "login"（会话失效） */
            result?: boolean | ("true" | "false" | "login");
            /** @description 提示信息（JeeSite 核心接口） */
            message?: string | null;
            /** @description 失败原因 */
            errorMsg?: string | null;
            /** @description 失败原因（/api 接口） */
            errmsg?: string | null;
            /** @description 业务数据，结构见各接口 */
            data?: unknown;
        };
        /**
         * PageMeta
         * @description 分页信息，与 `list` 一起放在列表接口的 `data` 中
         */
        PageMeta: {
            /** @description 总条数 */
            count: number;
            /** @description 当前页码，从 1 开始 */
            pageNo: number;
            /** @description 每页条数 */
            pageSize: number;
        };
        /**
         * EquipmentCode
         * @description 设备代码，18 位数字：4 位设备品种代码 + 6 位制造地行政区划代码 + 4 位制造年份 + 4 位制造顺序号
         * @example 311033020020190123
         */
        EquipmentCode: string;
        /**
         * RegistrationCode
         * @description 使用登记证编号，20 位数字
         * @example 33020330002019000123
         */
        RegistrationCode: string;
        /**
         * DateString
         * Format: date
         * @description 日期，yyyy-MM-dd
         * @example 2026-03-18
         */
        DateString: string;
        /**
         * AreaCode
         * @description 行政区划代码（6 位），如 330200 宁波市、330203 海曙区、330212 鄞州区
         * @example 330212
         */
        AreaCode: string;
        /**
         * Equipment
         * @description 设备（列表与概要字段）。各类设备的技术参数见设备档案详情。
         */
        Equipment: {
            /**
             * @description 设备内部编号（主键）
             * @example OID3302120019870
             */
            oidno: string;
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号（20 位），未登记时为空 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /**
             * @description 设备类别名称
             * @example 电梯
             */
            equclaname?: string;
            /** @description 设备品种代码（4 位），如 3110 曳引驱动乘客电梯 */
            eqpVarietyCode?: string;
            /** @description 设备品种名称 */
            eqpVarietyName?: string;
            /** @description 设备名称 */
            eqpName: string;
            /** @description 型号规格 */
            eqpModel?: string | null;
            /** @description 出厂编号 */
            factoryNo?: string | null;
            /** @description 制造单位 */
            makeUnitName?: string | null;
            makeDate?: components["schemas"]["DateString"];
            /** @description 使用单位 */
            useUnitName?: string;
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 所在区县 */
            areaName?: string;
            /** @description 设备使用地点 */
            useAddress?: string | null;
            /** @description 单位内部编号 */
            internalNo?: string | null;
            /**
             * @description 使用状态：1 在用，2 停用，3 报废，4 注销，0 未登记
             * @enum {string}
             */
            useStatus?: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 使用状态名称
             * @enum {string}
             */
            useStatusName?: "未登记" | "在用" | "停用" | "报废" | "注销";
            /** @description 使用登记日期 */
            registDate?: components["schemas"]["DateString"] | null;
            /** @description 上次检验日期 */
            lastInspDate?: components["schemas"]["DateString"] | null;
            /** @description 下次检验日期 */
            nextInspDate?: components["schemas"]["DateString"] | null;
            /**
             * @description 最近一次检验结论
             * @enum {string|null}
             */
            inspConclusion?: "合格" | "不合格" | "复检合格" | "基本符合要求" | "不符合要求" | "允许使用" | null;
            /** @description 检验机构 */
            inspOrgName?: string | null;
            /** @description 维保单位（电梯等） */
            maintUnitName?: string | null;
            /** @description 安全管理员 */
            safetyManager?: string | null;
            /** @description 距下次检验日期的天数（以查询当天计；负数表示已超期的天数），无下次检验日期时为空。到期待检、超期未检列表必填。 */
            daysToNextInsp?: number | null;
        };
        /**
         * LoginResult
         * @description 登录成功后返回的会话令牌。客户端把 `sessionid` 存入 cookie `token`、`extendSessionId` 存入 cookie `other_token`，此后每个请求以 `__sid` / `__extend` 携带。
         */
        LoginResult: {
            /**
             * @description 会话令牌（后续请求的 __sid）
             * @example 8c2f4e6a1b3d45f7a9e0c1d2b3a4f5e6
             */
            sessionid: string;
            /**
             * @description 扩展令牌（后续请求的 __extend），用于会话续期
             * @example e5d4c3b2a1f04e9d8c7b6a5f4e3d2c1b
             */
            extendSessionId: string;
            /** @description 下次登录是否需要图形验证码（连续登录失败后为真） */
            isValidCodeLogin?: boolean;
        };
        /**
         * Role
         * @description 角色。用户可持有多个角色；当前角色决定菜单权限。
         */
        Role: {
            /** @description 角色编号 */
            id: string;
            /** @description 角色名称 */
            name: string;
            /** @description 角色类型（如 ent 企业用户、insp 检验机构、admin 管理员），影响首页标签的位置 */
            roleType?: string;
            /** @description 该角色可访问的菜单编号（即路由的 access 键） */
            menuIdList: string[];
        };
        /**
         * User
         * @description 当前登录用户
         */
        User: {
            /** @description 用户编号 */
            id: string;
            /** @description 登录账号 */
            loginName: string;
            /** @description 姓名 */
            name: string;
            /** @description 固定电话 */
            phone?: string | null;
            /** @description 手机号码 */
            mobile?: string | null;
            /** @description 身份证号码 */
            idCard?: string | null;
            /** @description 所属单位的行政区划代码 */
            userUnitAreacode?: string | null;
            /** @description 当前角色 */
            currentRole?: components["schemas"]["Role"] | null;
            /** @description 用户的全部角色 */
            roleList?: components["schemas"]["Role"][];
        };
        /**
         * UserInfoResult
         * @description 当前用户信息与其全部角色。权限（菜单编号）为各角色 `menuIdList` 去重后的并集；当前角色默认取第一个角色。
         */
        UserInfoResult: {
            user: components["schemas"]["User"];
            /** @description 用户持有的全部角色（含各自的菜单编号） */
            roleList: components["schemas"]["Role"][];
        };
        /**
         * UnitInfo
         * @description 当前用户所属单位（使用单位或维保单位）
         */
        UnitInfo: {
            /** @description 单位编号 */
            id: string;
            /** @description 单位名称 */
            orgname: string;
            /** @description 统一社会信用代码 */
            creditCode?: string | null;
            /** @description 单位类型（使用单位、维保单位、安装单位、制造单位） */
            unitType?: string | null;
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 所在区县 */
            areaName?: string | null;
            /** @description 单位地址 */
            address?: string | null;
            /** @description 邮政编码 */
            postalCode?: string | null;
            /** @description 法定代表人 */
            legalPerson?: string | null;
            /** @description 联系人 */
            contactPerson?: string | null;
            /** @description 联系电话 */
            contactPhone?: string | null;
            /** @description 电子邮箱 */
            email?: string | null;
        };
        /**
         * AccountApplication
         * @description 企业账号注册申请（/register 页面提交，JSON 请求体）。营业执照先以 `attrefsysid` 上传，再随申请提交附件编号。
         */
        AccountApplication: {
            /** @description 附件关联编号（客户端生成的 32 位十六进制，上传营业执照时使用） */
            attrefsysid?: string;
            /** @description 单位名称（与营业执照一致） */
            orgname: string;
            /** @description 统一社会信用代码（15 或 18 位，大写字母不含 I、O、Z、S、V） */
            creditCode: string;
            /**
             * @description 单位类型：1 使用单位，2 维保单位，3 安装改造修理单位，4 制造单位
             * @enum {string}
             */
            unitType: "1" | "2" | "3" | "4";
            areaCode: components["schemas"]["AreaCode"];
            /** @description 单位地址 */
            address: string;
            /** @description 法定代表人 */
            legalPerson: string;
            /** @description 联系人姓名 */
            contactName: string;
            /** @description 联系人手机号码（接收短信验证码与审核结果） */
            mobile: string;
            /** @description 短信验证码（/a/stone/common/smsAuthCode/{mobile}/1 发送） */
            smsCode: string;
            /** @description 申请的登录账号 */
            loginName: string;
            /** @description 登录密码，客户端以 JeeSite DES 算法（三轮密钥）加密后的大写十六进制串；明文至少 8 位且含数字、字母和特殊字符 */
            password: string;
            /**
             * Format: email
             * @description 电子邮箱
             */
            email?: string | null;
            /** @description 营业执照附件编号（attsysid） */
            licenseAttsysids?: string[];
        };
        /**
         * DateTimeString
         * @description 日期时间，yyyy-MM-dd HH:mm:ss（平台惯用格式，非 ISO 8601）
         * @example 2026-03-18 09:30:00
         */
        DateTimeString: string;
        /**
         * Attachment
         * @description 附件。`attrefsysid` 指向附件所属的业务记录，`attsysid` 是附件本身的编号（下载、删除用）。
         */
        Attachment: {
            /** @description 附件编号 */
            attsysid: string;
            /** @description 所属业务记录编号 */
            attrefsysid: string;
            /** @description 附件类别（如 产品合格证、监督检验证书、使用登记表） */
            attType?: string | null;
            /** @description 文件名 */
            fileName: string;
            /** @description 文件大小（字节） */
            fileSize?: number;
            /** @description 文件扩展名 */
            fileType?: string | null;
            uploadTime?: components["schemas"]["DateTimeString"];
            /** @description 上传人 */
            uploader?: string | null;
        };
        /**
         * AccountRegistration
         * @description 企业账号注册记录（管理员审核列表、详情，以及公开的注册结果查询）。
         */
        AccountRegistration: {
            /** @description 注册申请编号 */
            id: string;
            /** @description 单位名称 */
            orgname: string;
            /** @description 统一社会信用代码 */
            creditCode: string;
            /**
             * @description 单位类型：1 使用单位，2 维保单位，3 安装改造修理单位，4 制造单位
             * @enum {string}
             */
            unitType?: "1" | "2" | "3" | "4";
            /**
             * @description 单位类型名称
             * @enum {string}
             */
            unitTypeName?: "使用单位" | "维保单位" | "安装改造修理单位" | "制造单位";
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 所在区县 */
            areaName?: string | null;
            /** @description 单位地址 */
            address?: string | null;
            /** @description 法定代表人 */
            legalPerson?: string | null;
            /** @description 联系人姓名 */
            contactName?: string | null;
            /** @description 联系人手机号码（查询结果中中间四位打码） */
            mobile?: string | null;
            /** @description 申请的登录账号 */
            loginName: string;
            /** @description 电子邮箱 */
            email?: string | null;
            /** @description 附件关联编号（营业执照等） */
            attrefsysid?: string | null;
            /** @description 申请附件（营业执照等）；列表中为空数组 */
            attachments?: components["schemas"]["Attachment"][];
            applyTime: components["schemas"]["DateTimeString"];
            /**
             * @description 审核状态：0 待审核，1 已通过，2 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2";
            /**
             * @description 审核状态名称
             * @enum {string}
             */
            statusName: "待审核" | "已通过" | "已退回";
            /** @description 审核意见（退回时为退回原因） */
            auditOpinion?: string | null;
            /** @description 审核人 */
            auditor?: string | null;
            /** @description 审核时间 */
            auditTime?: components["schemas"]["DateTimeString"] | null;
        };
        /**
         * ErrorLogEntry
         * @description 前端错误日志（脚本错误或接口错误），由浏览器上报到 /save_error_logger。
         */
        ErrorLogEntry: {
            /**
             * @description 错误类型：script 脚本错误，ajax 接口请求错误
             * @enum {string}
             */
            type: "script" | "ajax";
            /** @description 错误代码（接口错误为 HTTP 状态码，脚本错误为错误名称） */
            code?: string | number | null;
            /** @description 错误信息 */
            message: string;
            /** @description 出错的页面地址或接口地址 */
            url: string;
            /** @description 发生时间（毫秒时间戳） */
            time: number;
            /** @description 当时的会话令牌（未登录时为空） */
            token?: string | null;
            /** @description 当前用户编号（未登录时为空） */
            userId?: string | null;
            /** @description 当前用户姓名（未登录时为空） */
            userName?: string | null;
        };
        /**
         * EquipmentStatisticNums
         * @description 工作台设备统计数字（本单位），各数字对应设备管理下的查询页。
         */
        EquipmentStatisticNums: {
            /** @description 设备总数 */
            totalCount: number;
            /** @description 在用设备数 */
            inUseCount: number;
            /** @description 30 天内到期待检设备数（query-about-expire） */
            aboutExpireCount: number;
            /** @description 超期未检设备数（query-timeout） */
            timeoutCount: number;
            /** @description 检验不合格设备数（query-fault） */
            faultCount: number;
            /** @description 未办理使用登记设备数（query-non-use） */
            nonUseCount: number;
            /** @description 停用设备数 */
            stopCount?: number;
            /** @description 办理中的申请数（使用登记、报检、变更等） */
            pendingApplyCount?: number;
            /** @description 待确认的现场检验整改数 */
            rectifyCount?: number;
        };
        /**
         * EquipmentOverview
         * @description 工作台设备概览：按设备类别、按使用状态的数量。
         */
        EquipmentOverview: {
            /** @description 按设备类别（1000–9000）统计，每个类别一行 */
            byType: {
                equclacode: components["schemas"]["EquipmentTypeCode"];
                /** @description 设备类别名称 */
                equclaname: string;
                /** @description 该类别设备总数 */
                total: number;
                /** @description 在用数 */
                inUse?: number;
                /** @description 30 天内到期待检数 */
                aboutExpire?: number;
                /** @description 超期未检数 */
                overdue?: number;
            }[];
            /** @description 按使用状态统计 */
            byStatus: {
                /**
                 * @description 使用状态：0 未登记，1 在用，2 停用，3 报废，4 注销
                 * @enum {string}
                 */
                useStatus: "0" | "1" | "2" | "3" | "4";
                /**
                 * @description 使用状态名称
                 * @enum {string}
                 */
                useStatusName: "未登记" | "在用" | "停用" | "报废" | "注销";
                /** @description 设备数 */
                count: number;
            }[];
        };
        /**
         * Article
         * @description 公告（通知公告、办事指南、政策法规）。列表中 `content` 为空，详情中为 HTML 正文。
         */
        Article: {
            /** @description 公告编号 */
            id: string;
            /** @description 标题 */
            title: string;
            /**
             * @description 栏目代码：1 通知公告，2 办事指南，3 政策法规
             * @enum {string}
             */
            category?: "1" | "2" | "3";
            /**
             * @description 栏目名称
             * @enum {string}
             */
            categoryName?: "通知公告" | "办事指南" | "政策法规";
            publishDate: components["schemas"]["DateTimeString"];
            /** @description 发布单位 */
            publisher?: string;
            /** @description 摘要 */
            summary?: string | null;
            /** @description 正文（HTML 字符串）；列表接口中为空 */
            content?: string | null;
            /** @description 是否置顶 */
            isTop?: boolean;
            /** @description 是否在登录后以弹窗显示 */
            isPopup?: boolean;
            /** @description 当前用户是否已关闭该弹窗（见 /api/closePopup） */
            popupClosed?: boolean;
            /** @description 阅读次数 */
            hits?: number;
            /** @description 公告附件 */
            attachments?: components["schemas"]["Attachment"][];
        };
        /**
         * IdForm
         * @description 按主键操作（删除、提交、撤回等）的表单
         */
        IdForm: {
            /**
             * @description 记录主键（32 位十六进制）
             * @example 6f1c2b7e9a4d4c3f8e2b1a0d9c8b7a65
             */
            id: string;
        };
        /**
         * MobileUploadToken
         * @description 手机扫码上传令牌的校验结果（/attachmentUploadMobile 页面打开时调用）。
         */
        MobileUploadToken: {
            /** @description 令牌是否有效 */
            valid: boolean;
            /** @description 上传的附件所属业务记录编号 */
            attrefsysid: string;
            /** @description 附件类别 */
            attType?: string | null;
            expireTime: components["schemas"]["DateTimeString"];
            /** @description 业务记录标题（在手机页面上显示） */
            recordTitle?: string | null;
            /** @description 单位名称 */
            unitName?: string | null;
        };
        /**
         * SsoLoginUrl
         * @description 单点登录地址。/ssologin 页面据此跳转到统一身份认证，认证后带 ticket 回到平台。
         */
        SsoLoginUrl: {
            /**
             * Format: uri
             * @description 统一身份认证登录地址（含回跳参数）
             */
            url: string;
        };
        /**
         * MemberAccount
         * @description 本单位成员账号（企业账号管理 → 成员账号）。
         */
        MemberAccount: {
            /** @description 账号编号 */
            id: string;
            /** @description 登录账号 */
            loginName: string;
            /** @description 姓名 */
            name: string;
            /** @description 手机号码 */
            mobile?: string | null;
            /** @description 身份证号码 */
            idCard?: string | null;
            /** @description 电子邮箱 */
            email?: string | null;
            /** @description 角色编号，多个以英文逗号分隔 */
            roleIds?: string | null;
            /** @description 角色名称，多个以顿号分隔 */
            roleNames?: string | null;
            /** @description 是否单位主账号（注册时创建，不可停用） */
            isUnitAdmin?: boolean;
            /**
             * @description 账号状态：0 正常，2 停用
             * @enum {string}
             */
            status: "0" | "2";
            /**
             * @description 账号状态名称
             * @enum {string}
             */
            statusName: "正常" | "停用";
            createDate?: components["schemas"]["DateTimeString"];
            /** @description 最近登录时间 */
            lastLoginDate?: components["schemas"]["DateTimeString"] | null;
        };
        /**
         * PasswordResetApplication
         * @description 密码重置申请（企业忘记主账号密码时提交，管理员审核通过后新密码以短信发给申请人）。
         */
        PasswordResetApplication: {
            /** @description 申请编号 */
            id: string;
            /** @description 统一社会信用代码 */
            creditCode: string;
            /** @description 单位名称 */
            orgname: string;
            /** @description 需要重置密码的登录账号 */
            loginName: string;
            /** @description 申请人姓名 */
            applicant: string;
            /** @description 申请人手机号码（接收新密码） */
            mobile?: string | null;
            /** @description 申请原因 */
            reason?: string | null;
            /** @description 附件关联编号（加盖公章的重置申请书、营业执照等） */
            attrefsysid?: string | null;
            /** @description 申请附件；列表中为空数组 */
            attachments?: components["schemas"]["Attachment"][];
            applyTime: components["schemas"]["DateTimeString"];
            /**
             * @description 审核状态：0 待审核，1 已通过，2 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2";
            /**
             * @description 审核状态名称
             * @enum {string}
             */
            statusName: "待审核" | "已通过" | "已退回";
            /** @description 审核意见 */
            auditOpinion?: string | null;
            /** @description 审核人 */
            auditor?: string | null;
            /** @description 审核时间 */
            auditTime?: components["schemas"]["DateTimeString"] | null;
        };
    };
    responses: {
        /** @description 未登录或会话已失效（缺少或无效的 __sid / __extend）。JeeSite 也可能以 200 + result="login" 表达同一情况。 */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"];
            };
        };
        /** @description 操作结果（保存、删除、提交、撤回等），不返回业务数据或只返回主键 */
        ActionResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    /** @description 新记录或受影响记录的主键（若有） */
                    data?: string | null;
                };
            };
        };
    };
    parameters: {
        /**
         * @description 要求 JeeSite 以 JSON 返回（而非页面）
         * @example json
         */
        ajax: "json";
        /**
         * @description 记录主键
         * @example 6f1c2b7e9a4d4c3f8e2b1a0d9c8b7a65
         */
        id: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listEquipment: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 使用登记证编号（支持模糊查询） */
                    registCode?: string;
                    /** @description 设备名称 */
                    eqpName?: string;
                    /**
                     * @description 使用状态
                     * @enum {string}
                     */
                    useStatus?: "0" | "1" | "2" | "3" | "4";
                    /** @description 所在区县代码 */
                    areaCode?: string;
                    /**
                     * Format: date
                     * @description 下次检验日期起
                     */
                    nextInspDateBegin?: string;
                    /**
                     * Format: date
                     * @description 下次检验日期止
                     */
                    nextInspDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 设备分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["Equipment"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    login: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 登录账号，JeeSite DES 加密后的大写十六进制串（单点登录时不传） */
                    username?: string;
                    /** @description 登录密码，JeeSite DES 加密后的大写十六进制串（单点登录时不传） */
                    password?: string;
                    /** @description 图形验证码（/a/stone/common/validCode），连续登录失败后必填 */
                    validateCode?: string;
                    /** @description 单点登录票据（统一身份认证回跳时携带） */
                    ticket?: string;
                    /** @description 登录成功后跳转的地址 */
                    gotoUrl?: string;
                    /** @description 单点登录令牌（仅单点登录时传） */
                    ssotoken?: string;
                };
            };
        };
        responses: {
            /** @description 登录结果；成功时 data 含会话令牌 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"] | null;
                    };
                };
            };
        };
    };
    getCurrentUserInfo: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 当前用户与角色 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UserInfoResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    changeCurrentRole: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 要切换到的角色编号 */
                    id: string;
                };
            };
        };
        responses: {
            /** @description 切换结果；data 为切换后的当前角色 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Role"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    logout: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 退出结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 无业务数据 */
                        data?: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateCurrentUserInfo: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 姓名 */
                    name: string;
                    /** @description 身份证号码（18 位，末位可为 X） */
                    identityCard?: string;
                    /** @description 固定电话 */
                    phone?: string;
                    /** @description 手机号码（11 位，1 开头，第二位 3–9） */
                    mobile: string;
                };
            };
        };
        responses: {
            /** @description 保存结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 无业务数据 */
                        data?: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateCurrentUserPassword: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 原登录密码 */
                    oldPassword: string;
                    /** @description 新密码（至少 8 位，含数字、字母和特殊字符） */
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description 修改结果，客户端只读取成功标志 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 无业务数据 */
                        data?: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCurrentUserUnit: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 当前用户所属单位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UnitInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    applyEnterpriseAccount: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountApplication"];
            };
        };
        responses: {
            /** @description 提交结果；data 为注册申请编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 注册申请编号 */
                        data?: string | null;
                    };
                };
            };
        };
    };
    checkPasswordResetApply: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 统一社会信用代码 */
                    creditCode: string;
                    /** @description 单位名称 */
                    orgname: string;
                    /** @description 需要重置密码的登录账号 */
                    loginName: string;
                };
            };
        };
        responses: {
            /** @description 校验结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null | {
                            /** @description 账号是否存在且与单位对应 */
                            accountExists: boolean;
                            /** @description 是否已有待审核的重置申请 */
                            hasPendingApply: boolean;
                            /** @description 账号登记的手机号码（中间四位打码） */
                            maskedMobile?: string | null;
                        };
                    };
                };
            };
        };
    };
    applyPasswordReset: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 统一社会信用代码 */
                    creditCode: string;
                    /** @description 单位名称 */
                    orgname: string;
                    /** @description 需要重置密码的登录账号 */
                    loginName: string;
                    /** @description 申请人姓名 */
                    applicant: string;
                    /** @description 申请人手机号码（接收新密码） */
                    mobile: string;
                    /** @description 短信验证码（/a/stone/common/smsAuthCode/{mobile}/2 发送） */
                    smsCode: string;
                    /** @description 申请原因 */
                    reason?: string;
                    /** @description 附件关联编号（已上传的加盖公章的重置申请书、营业执照） */
                    attrefsysid?: string;
                };
            };
        };
        responses: {
            /** @description 提交结果；data 为重置申请编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 重置申请编号 */
                        data?: string | null;
                    };
                };
            };
        };
    };
    queryAccountRegistrationResult: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path: {
                /**
                 * @description 统一社会信用代码
                 * @example 91330206717207541R
                 */
                a: string;
                /**
                 * @description 单位名称（URL 编码）
                 * @example 宁波港吉码头经营有限公司
                 */
                b: string;
                /**
                 * @description 手机号码（注册时填写的联系人手机）
                 * @example 13967854021
                 */
                c: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 注册申请的审核状态 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["AccountRegistration"] | null;
                    };
                };
            };
        };
    };
    saveErrorLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErrorLogEntry"];
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
        };
    };
    getHomeEquipmentStatistics: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 本单位设备统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EquipmentStatisticNums"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getHomeEquipmentOverview: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按类别、按状态的设备数量 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EquipmentOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listHomeArticles: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * @description 栏目代码：1 通知公告，2 办事指南，3 政策法规；为空时不限
                     * @enum {string}
                     */
                    category?: "1" | "2" | "3";
                    /**
                     * @description 返回条数
                     * @default 5
                     */
                    size?: number;
                };
            };
        };
        responses: {
            /** @description 最新公告 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Article"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getHomeArticle: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["IdForm"];
            };
        };
        responses: {
            /** @description 公告全文 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Article"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    pageHomeArticles: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 标题（模糊查询） */
                    title?: string;
                    /**
                     * @description 栏目代码：1 通知公告，2 办事指南，3 政策法规
                     * @enum {string}
                     */
                    category?: "1" | "2" | "3";
                    /**
                     * Format: date
                     * @description 发布日期起
                     */
                    publishDateBegin?: string;
                    /**
                     * Format: date
                     * @description 发布日期止
                     */
                    publishDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 公告分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["Article"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    closePopupArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["IdForm"];
            };
        };
        responses: {
            /** @description 关闭结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 无业务数据 */
                        data?: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCaptchaImage: {
        parameters: {
            query?: {
                /**
                 * @description 防缓存时间戳（毫秒），每次刷新验证码时变化
                 * @example 1795224735000
                 */
                t?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 验证码图片（JPEG） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example JPEG captcha image bytes */
                    "image/jpeg": Blob;
                };
            };
        };
    };
    sendSmsAuthCode: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path: {
                /**
                 * @description 手机号码（11 位）
                 * @example 13967854021
                 */
                mobile: string;
                /**
                 * @description 用途：1 企业账号注册，2 密码重置申请，3 修改手机号码
                 * @example 1
                 */
                type: "1" | "2" | "3";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 发送结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null | {
                            /** @description 验证码有效期（秒） */
                            expireSeconds: number;
                            /** @description 再次发送前需等待的秒数 */
                            resendSeconds: number;
                        };
                    };
                };
            };
        };
    };
    checkSmsAuthCode: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 手机号码 */
                    mobile: string;
                    /** @description 短信验证码（6 位数字） */
                    code: string;
                    /**
                     * @description 用途：1 企业账号注册，2 密码重置申请，3 修改手机号码
                     * @enum {string}
                     */
                    type: "1" | "2" | "3";
                };
            };
        };
        responses: {
            /** @description 校验结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 无业务数据 */
                        data?: null;
                    };
                };
            };
        };
    };
    uploadAttachment: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description 文件（jpg、png、pdf、doc、docx、xls、xlsx，单个不超过 20 MB）
                     */
                    file: Blob;
                    /** @description 所属业务记录编号 */
                    attrefsysid: string;
                    /** @description 附件类别（如 产品合格证、监督检验证书、使用登记表、营业执照） */
                    attType?: string;
                };
            };
        };
        responses: {
            /** @description 上传后的附件 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Attachment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listAttachments: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 所属业务记录编号 */
                    attrefsysid: string;
                    /** @description 附件类别（为空时不限） */
                    attType?: string;
                };
            };
        };
        responses: {
            /** @description 附件列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Attachment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteAttachment: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 附件编号 */
                    attsysid: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    downloadAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 附件编号
                 * @example f8c6b0d2e4a35f1b3d5c7e9a1b3f6d8e
                 */
                attsysid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 文件内容 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example attachment file bytes */
                    "application/octet-stream": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getAttachmentUploadQrcode: {
        parameters: {
            query: {
                /**
                 * @description 所属业务记录编号
                 * @example 3c5e7a9b1d2f4e6a8b0c2d4e6f8a0b2c
                 */
                attrefsysid: string;
                /**
                 * @description 附件类别（手机端上传时沿用）
                 * @example 产品合格证
                 */
                attType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 二维码图片（PNG） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example PNG QR code image bytes */
                    "image/png": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    checkMobileUploadToken: {
        parameters: {
            query: {
                /**
                 * @description 二维码携带的一次性上传令牌
                 * @example mu_7f3a9c1e5b2d48a6b0e4c8d2f6a1b3e5
                 */
                token: string;
                /**
                 * @description 二维码携带的附件关联编号（attrefsysid）
                 * @example 3c5e7a9b1d2f4e6a8b0c2d4e6f8a0b2c
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 令牌校验结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MobileUploadToken"] | null;
                    };
                };
            };
        };
    };
    uploadAttachmentFromMobile: {
        parameters: {
            query: {
                /**
                 * @description 二维码携带的一次性上传令牌
                 * @example mu_7f3a9c1e5b2d48a6b0e4c8d2f6a1b3e5
                 */
                token: string;
                /**
                 * @description 二维码携带的附件关联编号（attrefsysid）
                 * @example 3c5e7a9b1d2f4e6a8b0c2d4e6f8a0b2c
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description 照片或文件（jpg、png、pdf，单个不超过 20 MB）
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description 上传后的附件 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Attachment"] | null;
                    };
                };
            };
        };
    };
    listMobileUploadAttachments: {
        parameters: {
            query: {
                /**
                 * @description 二维码携带的一次性上传令牌
                 * @example mu_7f3a9c1e5b2d48a6b0e4c8d2f6a1b3e5
                 */
                token: string;
                /**
                 * @description 二维码携带的附件关联编号（attrefsysid）
                 * @example 3c5e7a9b1d2f4e6a8b0c2d4e6f8a0b2c
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 附件列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Attachment"][] | null;
                    };
                };
            };
        };
    };
    getSsoLoginUrl: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 单点登录地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SsoLoginUrl"] | null;
                    };
                };
            };
        };
    };
    printReportPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 检验报告编号
                 * @example b8d0f2a4c6e14b3d5f7a9c1e3b5d7f9a
                 */
                reportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 文件 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 document bytes */
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    printPaymentSlipPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 收费记录编号（chargesysid）
                 * @example c9e1a3b5d7f24c6e8a0b2d4f6a8c0e2b
                 */
                chargesysid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 文件 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 document bytes */
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    printInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 发票编号
                 * @example d0f2b4c6e8a35d7f9b1c3e5a7b9d1f3c
                 */
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 文件 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 document bytes */
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listAccountRegistrations: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 单位名称（模糊查询） */
                    orgname?: string;
                    /** @description 统一社会信用代码 */
                    creditCode?: string;
                    /**
                     * @description 单位类型：1 使用单位，2 维保单位，3 安装改造修理单位，4 制造单位
                     * @enum {string}
                     */
                    unitType?: "1" | "2" | "3" | "4";
                    /**
                     * @description 审核状态：0 待审核，1 已通过，2 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2";
                    /**
                     * Format: date
                     * @description 申请日期起
                     */
                    applyDateBegin?: string;
                    /**
                     * Format: date
                     * @description 申请日期止
                     */
                    applyDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 注册申请分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["AccountRegistration"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getAccountRegistration: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["IdForm"];
            };
        };
        responses: {
            /** @description 注册申请详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["AccountRegistration"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    approveAccountRegistration: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 注册申请编号 */
                    id: string;
                    /** @description 审核意见 */
                    opinion?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    rejectAccountRegistration: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 注册申请编号 */
                    id: string;
                    /** @description 退回原因 */
                    opinion: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listMemberAccounts: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 登录账号（模糊查询） */
                    loginName?: string;
                    /** @description 姓名（模糊查询） */
                    name?: string;
                    /** @description 手机号码 */
                    mobile?: string;
                    /**
                     * @description 账号状态：0 正常，2 停用
                     * @enum {string}
                     */
                    status?: "0" | "2";
                };
            };
        };
        responses: {
            /** @description 成员账号分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["MemberAccount"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createMemberAccount: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 登录账号（4–30 位字母、数字或下划线） */
                    loginName: string;
                    /** @description 姓名 */
                    name: string;
                    /** @description 手机号码（接收初始密码） */
                    mobile: string;
                    /** @description 身份证号码（18 位，末位可为 X） */
                    idCard?: string;
                    /**
                     * Format: email
                     * @description 电子邮箱
                     */
                    email?: string;
                    /** @description 角色编号，多个以英文逗号分隔 */
                    roleIds: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateMemberAccount: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 账号编号 */
                    id: string;
                    /** @description 登录账号 */
                    loginName?: string;
                    /** @description 姓名 */
                    name?: string;
                    /** @description 手机号码 */
                    mobile?: string;
                    /** @description 身份证号码（18 位，末位可为 X） */
                    idCard?: string;
                    /**
                     * Format: email
                     * @description 电子邮箱
                     */
                    email?: string;
                    /** @description 角色编号，多个以英文逗号分隔 */
                    roleIds?: string;
                    /**
                     * @description 账号状态：0 正常（启用），2 停用
                     * @enum {string}
                     */
                    status?: "0" | "2";
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listPasswordResetApplications: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 单位名称（模糊查询） */
                    orgname?: string;
                    /** @description 统一社会信用代码 */
                    creditCode?: string;
                    /** @description 登录账号 */
                    loginName?: string;
                    /**
                     * @description 审核状态：0 待审核，1 已通过，2 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2";
                    /**
                     * Format: date
                     * @description 申请日期起
                     */
                    applyDateBegin?: string;
                    /**
                     * Format: date
                     * @description 申请日期止
                     */
                    applyDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 密码重置申请分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["PasswordResetApplication"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getPasswordResetApplication: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path: {
                /**
                 * @description 记录主键
                 * @example 6f1c2b7e9a4d4c3f8e2b1a0d9c8b7a65
                 */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 密码重置申请详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PasswordResetApplication"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    auditPasswordResetApplication: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 申请编号 */
                    id: string;
                    /**
                     * @description 审核结果：1 同意，0 退回
                     * @enum {string}
                     */
                    agree: "1" | "0";
                    /** @description 审核意见（退回时必填） */
                    opinion?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
