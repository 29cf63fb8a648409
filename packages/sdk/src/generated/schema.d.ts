// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit: change the contract and run `pnpm --filter @tzsb/sdk generate`.
export interface paths {
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
         *     提交后进入待审核状态，审核结果以短信通知，也可在 /regCheackList 按信用代码、联系人手机号码与短信验证码查询。
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
         * @description /regCheackList 页面按统一社会信用代码、联系人手机号码与短信验证码（/a/stone/common/smsAuthCode/{mobile}/1 发送）
         *     查询本单位最近一次注册申请的审核状态（待审核、已通过、未通过）、审核时间与审核意见。手机号码经短信验证码验证后，
         *     返回申请的全部字段，未通过时页面据此把原申请内容带回 /register 重新申请。路径来自规格，路径参数的含义为推断。
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
    "/a/stone/appOnline/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 网上报检申请列表（分页）
         * @description 网上报检记录（online-apply-query）：按报检流水号、设备类别、检验类别、办理状态、申请日期分页查询本单位的报检申请。
         */
        post: operations["listOnlineApplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 网上报检申请详情
         * @description 网上报检申请详情（online-apply-view / online-apply-edit）：含设备清单、检验费计算结果与附件。
         */
        get: operations["getOnlineApplyDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除网上报检申请
         * @description 删除草稿或已退回的报检申请；已提交、受理中的申请不能删除（请用 cancelApply 撤销）。
         */
        post: operations["deleteOnlineApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存或提交网上报检申请
         * @description 保存报检申请（草稿）；isCommit=true 时保存并提交，提交需填写发送到联系人手机的短信验证码 authCode。isPc 区分电脑端与手机端提交。
         */
        post: operations["saveOnlineApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/findWaitInspectEquList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 待检设备列表（分页）
         * @description 报检时选择设备：列出本单位已到期、即将到期（默认 60 天内）或指定类别的待检设备，标明是否已在报检流程中。
         */
        post: operations["listWaitInspectEquipments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/findChaReliefPolicys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检验费减免政策列表
         * @description 报检时可选择的检验费减免政策（按设备类别与检验类别筛选有效期内的政策）。
         */
        post: operations["listChargeReliefPolicies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/getChargeInspectionFee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 计算报检检验费
         * @description 按收费标准逐台计算报检申请的检验费，并按所选减免政策减免。可按已保存的申请（id）计算，也可在保存前按设备与检验类别试算。
         */
        post: operations["getChargeInspectionFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/checkOnline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 校验设备能否网上报检
         * @description 选择设备后校验：设备须已办理使用登记（首次检验除外）、处于在用状态、不在其他报检流程中，且无未确认的检验意见整改。
         */
        post: operations["checkOnlineInspection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/updatePayCert/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传付款凭证
         * @description 对公转账缴费后上传银行回单等付款凭证（图片或 PDF），检验机构财务核对后确认到账。路径中的 id 为报检申请编号。
         */
        post: operations["uploadOnlineApplyPayCert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/findInmGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检验组列表
         * @description 报检时可指定的检验组（按设备类别、所在区域）。
         */
        post: operations["listInspectionGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/cancelApply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 撤销网上报检申请
         * @description 撤销已提交、受理中的报检申请并说明原因；已缴费的由检验机构原路退款。已出具报告的申请不能撤销。
         */
        post: operations["cancelOnlineApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/checkCompletenessOfAttachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 校验报检附件是否齐全
         * @description 提交前按检验类别校验必传附件（如 电梯维护保养合同、自行检查记录、减免证明材料）。
         */
        post: operations["checkOnlineApplyAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/appOnline/toPay/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发起检验费在线支付
         * @description 为已受理的报检申请生成支付订单（30 分钟内有效）。网页端展示二维码扫码支付，手机端跳转收银台。路径参数沿用前端的 a（报检流水号 onlinelsh）、b（支付方式）。
         */
        post: operations["payOnlineApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/declaration/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检验申报列表（分页）
         * @description 各类检验申报的查询页（online-apply、new-superintend-query、online-supervise-query、new-entrust-query、new-appraisal-query）共用：按申报类别、流水号、设备类别、状态分页查询。
         */
        post: operations["listDeclarations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/declaration/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 检验申报详情
         * @description 按申报流水号查询申报详情（设备清单与附件）。
         */
        get: operations["getDeclarationDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/declaration/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存或提交检验申报
         * @description 保存检验申报（草稿）；isCommit=true 时保存并提交。
         */
        post: operations["saveDeclaration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/declaration/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除检验申报
         * @description 删除草稿或已退回的检验申报。
         */
        post: operations["deleteDeclaration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/declaration/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交检验申报
         * @description 提交已保存的草稿或退回后修改的申报，提交后由检验机构受理。
         */
        post: operations["submitDeclaration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/declaration/supervisionStatementList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 电梯监督检验情况一览（分页）
         * @description 监督检验情况说明页（supervisionInspectionStatement）：按申报流水号、设备代码、进度分页列出安装、改造、重大修理电梯的监督检验情况。
         */
        post: operations["listSupervisionInspectionStatements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/declaration/elevatorInspectionDataList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 电梯监督检验资料列表（分页）
         * @description 电梯监督检验资料管理页（informationManage）：施工单位填报的电梯技术参数与施工信息，按申报流水号、设备代码、状态分页查询。
         */
        post: operations["listElevatorInspectionData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/declaration/elevatorInspectionDataSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存电梯监督检验资料
         * @description 新增或修改一台电梯的监督检验资料；isCommit=true 时保存并提交检验机构确认。
         */
        post: operations["saveElevatorInspectionData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/declaration/elevatorInspectionDataDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除电梯监督检验资料
         * @description 删除草稿状态的电梯监督检验资料；已提交或已确认的资料不能删除。
         */
        post: operations["deleteElevatorInspectionData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/report/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检验报告列表（分页）
         * @description 报告查询（report-query）：按报告编号、设备代码、设备类别、检验类别、检验结论、检验日期分页查询本单位设备的检验报告。
         */
        post: operations["listInspectionReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/report/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 检验报告详情
         * @description 检验报告详情（含报告附件）。
         */
        get: operations["getInspectionReportDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/report/downloadPdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载检验报告 PDF
         * @description 下载已归档检验报告的 PDF（带电子签章）。报告未归档或无权查看时服务端以 JSON 信封返回失败原因。
         */
        get: operations["downloadInspectionReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/report/opinionList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检验意见通知书列表（分页）
         * @description 检验意见查询与现场检验整改确认（online-rectification）：按通知书编号、设备代码、整改状态分页查询。
         */
        post: operations["listInspectionOpinions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/report/opinionDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 检验意见通知书详情
         * @description 检验意见通知书详情（问题清单、整改情况与整改材料）。
         */
        get: operations["getInspectionOpinionDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/report/rectificationConfirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交检验意见整改情况
         * @description 现场检验整改确认（online-rectification）：填写整改情况并提交整改材料（先以 attrefsysid 上传附件），提交后由检验机构确认。
         */
        post: operations["confirmInspectionRectification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/report/downloadOpinionPdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载检验意见通知书 PDF
         * @description 下载检验意见通知书 PDF（带检验机构签章），用于整改存档。无权查看时服务端以 JSON 信封返回失败原因。
         */
        get: operations["downloadInspectionOpinionPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/invoiceTitle/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 开票信息列表（分页）
         * @description 本单位维护的发票抬头，申请开票时选择。
         */
        post: operations["listInvoiceTitles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/invoiceTitle/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存开票信息
         * @description 新增或修改发票抬头；设为默认时其他抬头自动取消默认。
         */
        post: operations["saveInvoiceTitle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/invoiceTitle/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除开票信息
         * @description 删除发票抬头（不影响已开具的发票）。
         */
        post: operations["deleteInvoiceTitle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/charge/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 收费记录列表（分页）
         * @description 缴费单查询（online-apply-paymentNote）：按报检流水号、收费类别、缴费状态、创建日期分页查询本单位的收费记录。
         */
        post: operations["listCharges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/charge/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 缴费单详情
         * @description 缴费单详情（online-apply-paymentSlipDetails）：收付款双方、收费明细与支付流水。
         */
        get: operations["getChargeDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/invoice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发票列表（分页）
         * @description 发票查询：按发票号码、报检流水号、状态、开票日期分页查询本单位的发票。
         */
        post: operations["listInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/invoice/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 发票详情
         * @description 发票详情；已开具的发票可凭 pdfAttsysid 下载 PDF。
         */
        get: operations["getInvoiceDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/invoice/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 申请开具发票
         * @description 对已支付的收费记录申请开具电子发票，选择开票信息（抬头）；一笔收费只能开具一张发票。
         */
        post: operations["applyInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/chargeRegistration/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作业人员考试费登记列表（分页）
         * @description 作业人员考试费登记（chargeRegistration）：按登记流水号、作业项目、考试类别、状态分页查询。
         */
        post: operations["listExamFeeRegistrations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/chargeRegistration/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存或提交作业人员考试费登记
         * @description 保存考试费登记（草稿）；isCommit=true 时保存并提交，提交后生成收费记录（chargesysid）。
         */
        post: operations["saveExamFeeRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/chargeRegistration/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 作业人员考试费登记详情
         * @description 考试费登记详情（chargeRegistrationDetail），含报名人员。
         */
        get: operations["getExamFeeRegistrationDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/chargeRegistration/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除作业人员考试费登记
         * @description 删除草稿或已退回的考试费登记。
         */
        post: operations["deleteExamFeeRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/paymentNote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 查询缴费通知单（公开）
         * @description 公开页面 /online-paymentNote：凭报检流水号查询缴费通知单，无需登录（可转给财务人员扫码或转账）。
         */
        get: operations["getPaymentNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chamain/paymentSlip/{chargesysid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 查询缴费单详情（公开）
         * @description 公开页面 /online-paymentSlipDetails：凭收费记录编号查看缴费单详情，无需登录。
         */
        get: operations["getPaymentSlip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/pemEqmRlvBasic/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 停用报废注销登记申请列表（分页）
         * @description 分页查询本单位的停用、报废、注销、启用登记申请（stopRegister 页面）。
         */
        post: operations["listTerminationApplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/pemEqmRlvBasic/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 停用报废注销登记申请详情
         * @description 按主键取申请的全部信息，含设备、办理流程与附件（stopDetail、termination-application-detail 页面）。
         */
        get: operations["getTerminationApply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/pemEqmRlvBasic/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存停用报废注销登记申请
         * @description 新建或修改申请；查询参数 isCommit=true 时保存并提交至登记机关。
         */
        post: operations["saveTerminationApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/pemEqmRlvBasic/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除停用报废注销登记申请
         * @description 删除草稿或已退回的申请；已提交的申请不能删除。
         */
        post: operations["deleteTerminationApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/pemEqmRlvBasic/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交停用报废注销登记申请
         * @description 把草稿或已退回的申请提交至登记机关。
         */
        post: operations["commitTerminationApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/pemEqmRlvBasic/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 撤回停用报废注销登记申请
         * @description 登记机关受理前撤回已提交的申请，申请回到草稿状态。
         */
        post: operations["rollbackTerminationApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/constructionNotice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 施工告知列表（分页）
         * @description 分页查询施工告知（施工告知登记列表与查询列表，register-list、query-list 页面）。
         */
        post: operations["listConstructionNotices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/constructionNotice/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 施工告知详情
         * @description 按主键取施工告知的全部信息，含设备、办理流程与附件（detail 页面）。
         */
        get: operations["getConstructionNotice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/constructionNotice/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存施工告知
         * @description 新建或修改施工告知（register 页面）；查询参数 isCommit=true 时保存并提交告知。
         */
        post: operations["saveConstructionNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/constructionNotice/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除施工告知
         * @description 删除草稿或已退回的施工告知。
         */
        post: operations["deleteConstructionNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/constructionNotice/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交施工告知
         * @description 把草稿或已退回的施工告知提交至监管部门。
         */
        post: operations["commitConstructionNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useRegistChange/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 使用登记变更申请列表（分页）
         * @description 分页查询本单位的使用登记变更申请（change-register、change-query 页面）。
         */
        post: operations["listUseRegistChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useRegistChange/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 使用登记变更申请详情
         * @description 按主键取变更申请，含变更项、办理流程与附件（change-detail、changeRegisterDetail 页面）。
         */
        get: operations["getUseRegistChange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useRegistChange/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存使用登记变更申请
         * @description 新建或修改变更申请（changeRegister 页面）；查询参数 isCommit=true 时保存并提交。
         */
        post: operations["saveUseRegistChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useRegistChange/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除使用登记变更申请
         * @description 删除草稿或已退回的变更申请。
         */
        post: operations["deleteUseRegistChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaiprojApply/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 维保项目申请列表（分页）
         * @description 分页查询本单位的维保项目申请。
         */
        post: operations["listMaintenanceProjectApplys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaiprojApply/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 维保项目申请详情
         * @description 按主键取维保项目申请的全部信息，含办理流程与附件（maintenance-pro-apply-detail 页面）。
         */
        get: operations["getMaintenanceProjectApply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaiprojApply/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存维保项目申请
         * @description 新建或修改维保项目申请；查询参数 isCommit=true 时保存并提交。
         */
        post: operations["saveMaintenanceProjectApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaiprojApply/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除维保项目申请
         * @description 删除草稿或已退回的维保项目申请。
         */
        post: operations["deleteMaintenanceProjectApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaiprojApply/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交维保项目申请
         * @description 把草稿或已退回的维保项目申请提交审核。
         */
        post: operations["submitMaintenanceProjectApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaiprojApply/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 撤销维保项目申请
         * @description 撤销已提交、尚未审核通过的维保项目申请（维保撤销），状态变为已撤销。
         */
        post: operations["revokeMaintenanceProjectApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaipricApply/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 维保价格申请列表（分页）
         * @description 分页查询本单位的维保价格申请。
         */
        post: operations["listMaintenancePriceApplys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaipricApply/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 维保价格申请详情
         * @description 按主键取维保价格申请的全部信息，含办理流程与附件（maintenance-pro-apply-detail 页面）。
         */
        get: operations["getMaintenancePriceApply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaipricApply/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存维保价格申请
         * @description 新建或修改维保价格申请；查询参数 isCommit=true 时保存并提交。
         */
        post: operations["saveMaintenancePriceApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaipricApply/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除维保价格申请
         * @description 删除草稿或已退回的维保价格申请。
         */
        post: operations["deleteMaintenancePriceApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaipricApply/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交维保价格申请
         * @description 把草稿或已退回的维保价格申请提交审核。
         */
        post: operations["submitMaintenancePriceApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemMaipricApply/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 撤销维保价格申请
         * @description 撤销已提交、尚未审核通过的维保价格申请（维保撤销），状态变为已撤销。
         */
        post: operations["revokeMaintenancePriceApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/maintenance/recordList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 电梯维保记录列表（分页）
         * @description 分页查询设备的维护保养记录（weibaoDa 维保明细页面），含维保项目、维保人员与使用单位签字状态。
         */
        post: operations["listMaintenanceRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/maintenance/selfDetectionList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 年度自行检测记录列表（分页）
         * @description 分页查询本单位设备的年度自行检测记录（selfDetection 页面）。
         */
        post: operations["listSelfDetectionRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/interaction/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 与检验机构互动留言列表（分页）
         * @description 分页查询本单位与检验机构之间的留言（含检验机构发来的通知），可按回复状态筛选。
         */
        post: operations["listInteractions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/interaction/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 互动留言详情
         * @description 按主键取留言及全部回复、附件；企业打开检验机构发来的留言时标记为已读。
         */
        get: operations["getInteraction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/interaction/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送互动留言或回复
         * @description 新留言（不带 parentId）或对已有留言的回复（带 parentId）。data 为新留言或回复的主键。
         */
        post: operations["saveInteraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/interaction/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除互动留言
         * @description 删除本单位发送且检验机构尚未阅读的留言。
         */
        post: operations["deleteInteraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/rescue/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 救援登记列表（分页）
         * @description 分页查询本单位设备的困人救援登记。
         */
        post: operations["listRescueRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/rescue/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 救援登记详情
         * @description 按主键取救援登记的全部信息与附件。
         */
        get: operations["getRescueRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/rescue/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存救援登记
         * @description 新建或修改困人救援登记；data 为记录主键。
         */
        post: operations["saveRescueRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/rescue/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除救援登记
         * @description 删除一条救援登记。
         */
        post: operations["deleteRescueRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/fault/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 故障登记列表（分页）
         * @description 分页查询本单位设备的故障登记。
         */
        post: operations["listFaultRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/fault/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 故障登记详情
         * @description 按主键取故障登记的全部信息与附件。
         */
        get: operations["getFaultRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/fault/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存故障登记
         * @description 新建或修改故障登记（处理完成后补填原因、措施与恢复时间）；data 为记录主键。
         */
        post: operations["saveFaultRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/fault/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除故障登记
         * @description 删除一条故障登记。
         */
        post: operations["deleteFaultRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/epbrmogmmaibasic/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 维保单位列表（分页）
         * @description 分页查询维保单位（名称、信用代码、许可证及有效期、联系人、所在区县、维保设备数）。/api 接口以 isSuccess / errmsg 表达结果。
         */
        post: operations["listMaintenanceUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/epbrmogmmaibasic/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 维保单位详情
         * @description 按单位编号取维保单位的全部信息。
         */
        get: operations["getMaintenanceUnit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/epbrmogmmaibasic/equList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 维保单位维保的设备（分页）
         * @description 分页查询某维保单位当前维保的设备。
         */
        post: operations["listMaintenanceUnitEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/checkRecord/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设备安全检查记录列表（分页）
         * @description 分页查询使用单位对设备的日常、月度安全检查记录。
         */
        post: operations["listCheckRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/checkRecord/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 设备安全检查记录详情
         * @description 按主键取检查记录，含全部检查项目及结果（check-record/detail 页面）。
         */
        get: operations["getCheckRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/checkRecord/inspectionItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按设备类别取安全检查项目
         * @description 按设备类别（equclacode）与检查周期取安全检查项目模板（inspectionItems 页面），结果字段为空。
         */
        post: operations["listInspectionItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useRegist/setList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按套使用登记列表（分页）
         * @description 分页查询本单位按套办理的使用登记（regBySets 页面），如压力管道、成套装置。
         */
        post: operations["listUseRegistSets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useRegist/setDetail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按套使用登记详情
         * @description 按主键取按套登记及其包含的全部设备与附件（set-detail 页面）。
         */
        get: operations["getUseRegistSet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useRegist/unitList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按单位使用登记列表（分页）
         * @description 分页查询本单位按单位办理的使用登记（regByUnit 页面），如场（厂）内专用机动车辆整体登记。
         */
        post: operations["listUseRegistUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useRegist/unitDetail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按单位使用登记详情
         * @description 按主键取按单位登记及其包含的全部设备与附件（unit-detail 页面）。
         */
        get: operations["getUseRegistUnit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/epsafemgeperson/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全管理人员列表（分页）
         * @description 分页查询本单位的特种设备安全管理人员（azRYgl 页面），可按姓名、身份证号、持证状态筛选。规格只列出 detail、delete、save 等动作，列表动作按 JeeSite 约定推断。
         */
        post: operations["listSafetyPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/epsafemgeperson/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全管理人员详情
         * @description 按主键读取安全管理人员的全部信息，含证书列表与已绑定设备。规格给出 detail 动作；以查询参数 id 传主键为推断。
         */
        get: operations["getSafetyPerson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/epsafemgeperson/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除安全管理人员
         * @description 删除安全管理人员及其证书记录。仍绑定设备的人员不能删除，应先用 checkBindingPersonnel 查看并解除绑定。
         */
        post: operations["deleteSafetyPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/epsafemgeperson/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存安全管理人员
         * @description 新增（不带 id）或修改（带 id）安全管理人员。负责的设备类别 equclacodes 可多选，表单中重复该键提交。表单字段为推断。
         */
        post: operations["saveSafetyPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/epsafemgeperson/bindDevice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全管理人员绑定设备
         * @description 把一台或多台设备绑定到安全管理人员（该人员负责这些设备的安全管理），设备原有的绑定随之改为该人员。oidnos 可多值，表单中重复该键提交。表单字段为推断。
         */
        post: operations["bindSafetyPersonDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/epsafemgeperson/checkUpdateBindingPersonnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 校验能否变更设备绑定人员
         * @description 修改或删除安全管理人员、改绑设备前调用，校验该人员（或其中指定的设备）的绑定关系当前能否变更；设备正在办理业务时不允许。表单字段为推断。
         */
        post: operations["checkUpdateBindingPersonnel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/epsafemgeperson/checkBindingPersonnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 查询人员已绑定的设备
         * @description 返回安全管理人员当前绑定的设备，用于删除人员或改绑前提示。data 为空数组表示未绑定设备。表单字段为推断。
         */
        post: operations["checkBindingPersonnel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/safemgepercert/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全管理人员证书列表（分页）
         * @description 分页查询本单位安全管理人员的证书，可按人员、证书编号、证书状态筛选。规格只列出 detail、delete、save 等动作，列表动作按 JeeSite 约定推断。
         */
        post: operations["listSafetyPersonCert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/safemgepercert/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全管理人员证书详情
         * @description 按主键读取证书的全部信息与扫描件附件。规格给出 detail 动作；以查询参数 id 传主键为推断。
         */
        get: operations["getSafetyPersonCert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/safemgepercert/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除安全管理人员证书
         * @description 删除一条证书记录及其扫描件。
         */
        post: operations["deleteSafetyPersonCert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/safemgepercert/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存安全管理人员证书
         * @description 新增（不带 id）或修改（带 id）安全管理人员的证书。表单字段为推断；扫描件通过公共附件上传接口以证书主键为 attrefsysid 上传。
         */
        post: operations["saveSafetyPersonCert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作业人员列表（分页）
         * @description 分页查询本单位聘用的特种设备作业人员（workPerson 页面），可按姓名、身份证号、作业项目、证书状态、聘用状态筛选。筛选字段为推断。
         */
        post: operations["listOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 作业人员详情
         * @description 按主键读取作业人员的全部信息与资格证列表。规格给出 get 动作；以查询参数 id 传主键为推断。
         */
        get: operations["getOperator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增作业人员
         * @description 登记一名作业人员的基本信息；资格证随后用资格证新增接口逐项录入，聘用用 /api/worapply/employ。表单字段为推断。
         */
        post: operations["addOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改作业人员
         * @description 修改作业人员的基本信息（身份证号登记后不可修改）。表单字段为推断。
         */
        post: operations["updateOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除作业人员
         * @description 删除作业人员及其资格证记录；在聘人员需先解聘。
         */
        post: operations["deleteOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作业人员概览
         * @description 本单位在聘作业人员人数，以及资格证按作业项目、按证书状态（有效、即将到期、已过期）的统计。
         */
        post: operations["getOperatorOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/detailList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作业人员资格与聘用明细
         * @description 一名作业人员的明细：全部资格证（作业项目）与历次聘用记录（含在其他单位的聘用与解聘）。请求与返回结构为推断。
         */
        post: operations["listOperatorDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/qualification/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作业人员资格证列表（分页）
         * @description 分页查询本单位作业人员的资格证（作业项目），可按作业人员、证书编号、作业项目、证书状态筛选。动作名来自规格，子路径 qualification 与筛选字段为推断。
         */
        post: operations["listOperatorQualification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/qualification/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 作业人员资格证详情
         * @description 按主键读取一项资格证。动作名来自规格，子路径 qualification 与以查询参数 id 传主键为推断。
         */
        get: operations["getOperatorQualification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/qualification/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增作业人员资格证
         * @description 为作业人员录入一项资格证（作业项目）。动作名来自规格，子路径 qualification 与表单字段为推断。
         */
        post: operations["addOperatorQualification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/qualification/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改作业人员资格证
         * @description 修改一项资格证，常用于复审合格后更新复审日期与有效期。动作名来自规格，子路径 qualification 与表单字段为推断。
         */
        post: operations["updateOperatorQualification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/operator/qualification/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除作业人员资格证
         * @description 删除一项资格证记录。动作名来自规格，子路径 qualification 为推断。
         */
        post: operations["deleteOperatorQualification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worapply/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作业人员聘用申请列表（分页）
         * @description 分页查询本单位发起的作业人员聘用申请及其结果（待确认、在聘、已解聘、已拒绝）。返回采用 /api 接口的 isSuccess / errmsg 风格；筛选字段为推断。
         */
        post: operations["listWorApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worapply/employlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 本单位在聘作业人员列表（分页）
         * @description 分页查询本单位当前在聘的作业人员（聘用记录状态为在聘）。返回采用 /api 接口的 isSuccess / errmsg 风格；筛选字段为推断。
         */
        post: operations["listEmployedOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worapply/employ": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 聘用作业人员
         * @description 本单位聘用一名持证作业人员，生成聘用记录（待作业人员确认后转为在聘）。返回采用 /api 接口的 isSuccess / errmsg 风格，data 为聘用记录主键。表单字段为推断。
         */
        post: operations["employOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worapply/getDetailWorApply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 聘用记录详情
         * @description 按主键读取一条聘用申请（聘用记录）的全部信息。返回采用 /api 接口的 isSuccess / errmsg 风格；以查询参数 id 传主键为推断。
         */
        get: operations["getWorApplyDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worapply/dismissal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 解聘作业人员
         * @description 解除本单位对作业人员的聘用，聘用记录转为已解聘。返回采用 /api 接口的 isSuccess / errmsg 风格。表单字段为推断。
         */
        post: operations["dismissOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 使用登记记录列表（分页）
         * @description 使用登记管理 → 查询（/use-record/query）：按申请编号、设备代码、设备类别、状态与申请日期分页查询本单位的使用登记基础档案。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        post: operations["listEqmBcwBasic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 使用登记记录详情
         * @description 使用登记管理 → 详情（/use-record/detail）：使用单位信息、设备清单、办理意见、状态与附件编号。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        get: operations["getEqmBcwBasicDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/showOpinion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 使用登记办理意见
         * @description 查看一条使用登记记录的办理意见（环节、处理人、意见、时间），退回的记录据此修改后重新提交。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        get: operations["listEqmBcwBasicOpinions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交使用登记
         * @description 把草稿或已退回的使用登记记录提交给登记机关。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        post: operations["commitEqmBcwBasic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除使用登记记录
         * @description 删除草稿状态的使用登记记录（已提交的不能删除）。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        post: operations["deleteEqmBcwBasic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/rollbackBcw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 撤回使用登记
         * @description 撤回已提交但登记机关尚未受理的使用登记记录，撤回后回到草稿状态。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        post: operations["rollbackEqmBcwBasic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存使用登记
         * @description 使用登记管理 → 申请（/use-record/apply）保存使用登记基础档案；`isCommit=true` 时保存并提交。使用单位字段以字面的点号键（如 `eqmBcwBasic.useUnitName`）提交。成功时 data 为档案主键。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        post: operations["saveEqmBcwBasic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/list8000Tpm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 压力管道使用登记记录（分页）
         * @description 压力管道（设备类别 8000）按单位办理的使用登记记录，含管道级别、介质、设计参数、总长度与条数。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        post: operations["listEqmBcwBasicPipeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/importExcel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入使用登记设备（Excel）
         * @description 按导入模板批量导入待办理使用登记的设备，返回逐行导入结果。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        post: operations["importEqmBcwBasicExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/checkBcwCancell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检查使用登记能否注销
         * @description 申请注销前检查：设备有未办结的报检、变更等业务时不能注销，并给出原因。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        post: operations["checkEqmBcwBasicCancellable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/cancellationNotice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 使用登记注销告知书
         * @description 已注销的使用登记记录的注销告知书信息（文号、注销原因、日期、登记机关、正文），供查看与打印。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        get: operations["getEqmBcwBasicCancellationNotice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmBcwBasic/createApplyno": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 生成使用登记申请编号
         * @description 新建使用登记申请时向服务端取一个申请编号（SYDJ + 当天日期 + 5 位序号）。（规格只列出动作名，前缀 /a/stone/eqmBcwBasic/ 为推断）
         */
        post: operations["createEqmBcwBasicApplyNo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/unit/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存单位基本信息
         * @description 单位信息维护（/company-info/maintain）保存单位基本信息。单位名称、统一社会信用代码、法定代表人与地址的修改须通过变更申请（changeUnit）审核后生效，在此提交与现值不同时被拒绝。
         */
        post: operations["saveUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/unit/changeUnit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 申请单位信息变更
         * @description 变更单位名称、统一社会信用代码、法定代表人或地址：填写变更后的值并上传新的营业执照，管理员审核通过后生效。有待审核的变更时不能再次申请。成功时 data 为变更申请主键。
         */
        post: operations["applyUnitChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/unit/findChangeUnit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 单位信息变更记录（分页）
         * @description 单位信息维护 → 变更记录（/company-info/maintain-history）：每次变更的字段与新旧值、审核状态与意见。
         */
        post: operations["listUnitChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/unit/bcwlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 本单位使用登记记录（分页）
         * @description 单位信息页中的使用登记记录：本单位的使用登记基础档案（eqmBcwBasic）列表。
         */
        post: operations["listUnitUseRegistrations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/unit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 单位查询（分页）
         * @description 按名称、信用代码、单位类型与区县分页查询单位，用于选择维保单位、安装改造修理单位等。
         */
        post: operations["listUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/unit/inspectionUnitBasicList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检验机构列表（分页）
         * @description 检验机构基本信息列表，用于报检、申报时选择检验机构。
         */
        post: operations["listInspectionUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/unit/get/unit/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 单位完整信息
         * @description 单位信息维护页读取本单位的完整信息（基本信息、经营与安全管理信息、营业执照、是否有待审核的变更）。
         */
        get: operations["getUnitDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/unit/getEqdBasicInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 单位设备分类统计
         * @description 单位信息页的设备概况：按设备类别统计总数、在用、停用、未登记、报废、注销、待检与超期数。
         */
        post: operations["getUnitEquipmentStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/unit/getCurUserInspOrgInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 当前用户所属检验机构
         * @description 检验机构角色的用户读取自己所属的检验机构与部门。
         */
        post: operations["getCurrentUserInspectionOrg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/queryList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 使用管理业务查询（分页）
         * @description 查询本单位全部使用管理业务（含已办结），按申请编号、业务类型、设备类别、设备代码、状态与申请日期筛选。
         */
        post: operations["queryUseManageRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/applyList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 使用管理申请列表（分页）
         * @description 申请页的列表：本单位未办结的使用管理申请（草稿、已提交、受理中、已退回），可继续编辑、提交或催办。
         */
        post: operations["listUseManageApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 使用管理业务详情
         * @description 按主键读取一条使用管理业务的完整信息（含设备清单）。
         */
        get: operations["getUseManageRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新建使用管理申请
         * @description 新建使用管理申请（保存为草稿），成功时 data 为新记录主键。
         */
        post: operations["saveUseManageRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/modify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改使用管理申请
         * @description 修改草稿或已退回的使用管理申请。
         */
        post: operations["modifyUseManageRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除使用管理申请
         * @description 删除草稿状态的使用管理申请。
         */
        post: operations["deleteUseManageRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/findHandleStep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 使用管理办理环节
         * @description 一条使用管理业务的办理环节：环节名称、处理人、时间、意见与状态。
         */
        get: operations["listUseManageHandleSteps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/notifiWatchdog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 催办
         * @description 向当前环节处理人发送催办提醒（站内消息与短信）。
         */
        post: operations["notifyUseManageHandler"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 使用管理业务附件
         * @description 一条使用管理业务已上传的附件。
         */
        get: operations["listUseManageAttachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/eqmChangeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设备变更明细（分页）
         * @description 使用管理中各设备的变更明细（变更类型、项目、新旧值），可按业务、设备、变更类型与状态筛选。规格只写“设备变更的列表与保存”，动作名 eqmChangeList 为推断。
         */
        post: operations["listUseManageEqmChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/useManage/eqmChangeSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存设备变更明细
         * @description 新增或修改一台设备在使用管理业务中的变更明细，成功时 data 为明细主键。规格只写“设备变更的列表与保存”，动作名 eqmChangeSave 为推断。
         */
        post: operations["saveUseManageEqmChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemUseregistApply/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 使用登记申请列表（分页）
         * @description 企业自助服务 → 使用登记（useRegistration）：按申请编号、申请类型、设备类别、状态与申请日期分页查询本单位的使用登记申请。
         */
        post: operations["listUseRegistApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemUseregistApply/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 使用登记申请详情
         * @description 使用登记详情（useRegisterDetails）：使用单位、设备清单、安全管理员、附件与办理环节。
         */
        get: operations["getUseRegistApplyDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemUseregistApply/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存使用登记申请
         * @description 保存使用登记申请；`isCommit=true` 时保存并提交（提交前服务端检查必传附件，见 checkUseAtt）。成功时 data 为申请主键。
         */
        post: operations["saveUseRegistApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemUseregistApply/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除使用登记申请
         * @description 删除草稿状态的使用登记申请。
         */
        post: operations["deleteUseRegistApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemUseregistApply/deleteEqu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 从申请中移除设备
         * @description 从草稿或已退回的使用登记申请中移除一台设备。
         */
        post: operations["deleteUseRegistApplyEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemUseregistApply/checkUseAtt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检查申请附件是否齐全
         * @description 提交前检查使用登记申请的必传附件（产品合格证、监督检验证书、使用登记表等）是否已上传。
         */
        post: operations["checkUseRegistApplyAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemUseregistApply/eduProcess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 使用登记办理进度
         * @description 使用登记申请的办理进度概要：当前环节与处理人、办理时限，以及申请中每台设备的进度。
         */
        get: operations["getUseRegistApplyProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/epPemUseregistApply/useRegistProcess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 使用登记办理环节
         * @description 使用登记申请的办理环节（申请提交、受理、审核、办结）：处理人、时间、意见与状态。
         */
        get: operations["listUseRegistApplySteps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
         * @description 按设备类别、设备代码、使用状态、检验结论、所在区县等条件分页查询本单位设备。
         *     设备管理下的综合查询（query-comprehensive）、检验不合格（query-fault，`inspConclusion=不合格`）、
         *     未登记（query-non-use，`useStatus=0`）三个页面都用它；可用 `Prefer: example=unqualified` / `example=nonUse` 取对应示例。
         */
        post: operations["listEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/detectDueList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 到期待检设备查询（分页）
         * @description 下次检验日期在今天起 `days` 天内（30、60 或 90，默认 30）的本单位在用设备（query-about-expire），
         *     按下次检验日期升序；每行带 `daysToNextInsp`（剩余天数）。
         */
        post: operations["listEquipmentDueForInspection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/detectExtendedList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 超期未检设备查询（分页）
         * @description 下次检验日期早于今天且尚未检验的本单位在用设备（query-timeout），按超期天数降序；
         *     每行 `daysToNextInsp` 为负数，绝对值即超期天数。
         */
        post: operations["listEquipmentOverdue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/getCjtzdList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检验通知单与超期通知单查询（分页）
         * @description 检验机构发给本单位的检验通知单（到期前）与超期通知单（超期未检）；传 `oidno` 时只查该设备，按通知日期倒序。
         */
        post: operations["listInspectionNotices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/getDetailBy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 设备档案详情
         * @description 按设备内部编号取完整档案（detail/<类别> 档案页）：概要字段、使用单位、使用登记信息、维护保养、检验历史、附件，
         *     以及与设备类别对应的技术参数对象（其余类别键为 null）。各类示例：`Prefer: example=<类别>`，
         *     类别为 boiler、pressureVessel、hoistingMachinery、fieldMotorVehicles、majorAmusementFacilities、pressurePiping、
         *     pressurePipeline、passengerRopeway（默认 ok 为电梯）。
         */
        get: operations["getEquipmentDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/basicDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 设备概要信息
         * @description 按设备内部编号取设备概要（卡片、弹窗与申请表头部用），字段同设备列表的一行。
         */
        get: operations["getEquipmentBasic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/addEqm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增或修改设备
         * @description 设备新增 / 修改表单（device-info-new）。不带 `oidno` 为新增，带 `oidno` 为修改；成功时 `data` 为设备内部编号。
         *     技术参数以点号键提交（如 `param.ratedLoad`、`param.ratedSpeed`），只填与设备类别对应的一组。
         *     已登记设备的登记项目变更请走 changeEqm。
         */
        post: operations["saveEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/changeEqm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交设备信息变更申请
         * @description 对已登记设备提出信息变更申请（设备变更）。只传要变更的字段的新值，原值由服务端取档案；
         *     技术参数变更用点号键（如 `param.ratedLoad`）。设备正在其他业务流程中时被拒绝（先调 findInFlow）。
         *     `isCommit=true` 直接提交，否则存为草稿；成功时 `data` 为变更申请主键。
         */
        post: operations["applyEquipmentChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/changeEqmPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设备变更申请查询（分页）
         * @description 本单位的设备信息变更申请，按申请时间倒序（草稿在前）。
         */
        post: operations["listEquipmentChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/changeEqmHis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设备变更历史（分页）
         * @description 一台设备已生效的变更历史：字段、原值、新值、变更人、变更时间，按时间倒序。
         */
        post: operations["listEquipmentChangeHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/findChd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 组合设备的子设备列表
         * @description 组合设备的辅机、部件、安全附件（锅炉、起重机械）或管段（压力管道）；请求头 `Prefer: example=pipelineSegments` 取管段示例。
         */
        post: operations["listEquipmentChildren"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/getChd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 子设备详情
         * @description 按主键取一个子设备（辅机、部件、安全附件或管段）。
         */
        get: operations["getEquipmentChild"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/findInFlow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检查设备是否在业务流程中
         * @description 发起变更、停用、报检等业务前检查设备是否正在办理其他业务；`inFlow=true` 时界面提示所在流程与申请编号并阻止发起。
         */
        post: operations["checkEquipmentInFlow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/printYJTZS": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 打印特种设备使用标志
         * @description 生成设备的使用标志（含设备代码、使用登记证编号、下次检验日期与二维码）PDF，供浏览器预览打印；未登记设备被拒绝（服务端以 JSON 信封答复）。
         */
        get: operations["printEquipmentUseSign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/loadTestList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 载荷试验记录查询（分页）
         * @description 起重机械与电梯的载荷试验记录（静载、动载、制动、平衡系数等），按试验日期倒序；传 `oidno` 只查该设备。
         */
        post: operations["listLoadTests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出选中设备（Excel）
         * @description 把列表中勾选的设备导出为 Excel（浏览器以 blob 下载），文件名在 `Content-Disposition` 中。
         */
        post: operations["exportSelectedEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/expListExcel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按查询条件导出设备（Excel）
         * @description 按当前列表的查询条件（与综合查询相同的表单字段，不分页）导出全部结果为 Excel。
         */
        post: operations["exportEquipmentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量导入设备（Excel）
         * @description 按设备导入模板上传 Excel，逐行校验后新增设备；返回导入汇总与失败行。
         */
        post: operations["importEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/pressurePipingList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 压力管道元件查询（分页）
         * @description （规格只写明有“压力管道元件列表”，动作名为推断）本单位的压力管道元件（管子、管件、阀门、法兰等，query-pressure-piping）；传 `pipelineOidno` 只查安装在该管道上的元件。
         */
        post: operations["listPressurePiping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/pressurePipelineList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 压力管道查询（分页）
         * @description （规格只写明有“压力管道列表”，动作名为推断）本单位按条登记的压力管道，含管道级别、长度、公称直径、设计压力与温度、介质、敷设方式及检验信息。
         */
        post: operations["listPressurePipelines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/pipelineMaintainList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 压力管道资料维护列表（分页）
         * @description 压力管道资料维护页（equip-pressure-pipeline-maintain）：按资料维护状态（待完善在前）列出本单位压力管道，点行进入 pipeline-info-new 编辑，保存用 savePipeline。
         */
        post: operations["listPipelinesForMaintenance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqm/savePipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增或修改压力管道
         * @description 压力管道新增 / 修改表单（pipeline-info-new，管道资料维护）。不带 `oidno` 为新增，带则修改；
         *     `infoStatus=1` 表示资料已填写完整。成功时 `data` 为管道的设备内部编号。管段用 findChd 查看。
         */
        post: operations["savePressurePipeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmSelfMaintain/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 设备自行维护申请查询（分页）
         * @description 本单位的设备自行维护保养申请，按申请时间倒序（草稿在前）。
         */
        post: operations["listSelfMaintainApplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmSelfMaintain/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存设备自行维护申请
         * @description 新建或修改自行维护保养申请（草稿）；带 `id` 为修改。提交用 submit。成功时 `data` 为申请主键。
         */
        post: operations["saveSelfMaintainApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmSelfMaintain/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除设备自行维护申请
         * @description 删除草稿或已退回的自行维护申请；已提交的不能删除。
         */
        post: operations["deleteSelfMaintainApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/eqmSelfMaintain/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交设备自行维护申请
         * @description 提交草稿或已退回后修改的申请，进入审核（状态变为 1 已提交）。
         */
        post: operations["submitSelfMaintainApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/boiler/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入锅炉产品数据
         * @description 按锅炉（1000）产品数据模板上传 Excel，逐行校验后导入；返回导入汇总与失败行。
         */
        post: operations["importBoilerProductData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/boiler/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出锅炉产品数据
         * @description 导出本单位锅炉（1000）产品数据 Excel；`template=1` 时只下载空白导入模板。
         */
        get: operations["exportBoilerProductData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/pressureVessel/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入压力容器产品数据
         * @description 按压力容器（2000）产品数据模板上传 Excel，逐行校验后导入；返回导入汇总与失败行。
         */
        post: operations["importPressureVesselProductData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/pressureVessel/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出压力容器产品数据
         * @description 导出本单位压力容器（2000）产品数据 Excel；`template=1` 时只下载空白导入模板。
         */
        get: operations["exportPressureVesselProductData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/elevator/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入电梯产品数据
         * @description 按电梯（3000）产品数据模板上传 Excel，逐行校验后导入；返回导入汇总与失败行。
         */
        post: operations["importElevatorProductData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/elevator/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出电梯产品数据
         * @description 导出本单位电梯（3000）产品数据 Excel；`template=1` 时只下载空白导入模板。
         */
        get: operations["exportElevatorProductData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/hoistingMachinery/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入起重机械产品数据
         * @description 按起重机械（4000）产品数据模板上传 Excel，逐行校验后导入；返回导入汇总与失败行。
         */
        post: operations["importHoistingMachineryProductData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/hoistingMachinery/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出起重机械产品数据
         * @description 导出本单位起重机械（4000）产品数据 Excel；`template=1` 时只下载空白导入模板。
         */
        get: operations["exportHoistingMachineryProductData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/fieldMotorVehicles/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入场（厂）内专用机动车辆产品数据
         * @description 按场（厂）内专用机动车辆（5000）产品数据模板上传 Excel，逐行校验后导入；返回导入汇总与失败行。
         */
        post: operations["importFieldMotorVehiclesProductData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/fieldMotorVehicles/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出场（厂）内专用机动车辆产品数据
         * @description 导出本单位场（厂）内专用机动车辆（5000）产品数据 Excel；`template=1` 时只下载空白导入模板。
         */
        get: operations["exportFieldMotorVehiclesProductData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/majorAmusementFacilities/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入大型游乐设施产品数据
         * @description 按大型游乐设施（6000）产品数据模板上传 Excel，逐行校验后导入；返回导入汇总与失败行。
         */
        post: operations["importMajorAmusementFacilitiesProductData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/majorAmusementFacilities/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出大型游乐设施产品数据
         * @description 导出本单位大型游乐设施（6000）产品数据 Excel；`template=1` 时只下载空白导入模板。
         */
        get: operations["exportMajorAmusementFacilitiesProductData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/pressurePiping/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入压力管道元件产品数据
         * @description 按压力管道元件（7000）产品数据模板上传 Excel，逐行校验后导入；返回导入汇总与失败行。
         */
        post: operations["importPressurePipingProductData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/pressurePiping/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出压力管道元件产品数据
         * @description 导出本单位压力管道元件（7000）产品数据 Excel；`template=1` 时只下载空白导入模板。
         */
        get: operations["exportPressurePipingProductData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/pressurePipeline/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入压力管道产品数据
         * @description 按压力管道（8000）产品数据模板上传 Excel，逐行校验后导入；返回导入汇总与失败行。
         */
        post: operations["importPressurePipelineProductData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/pressurePipeline/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出压力管道产品数据
         * @description 导出本单位压力管道（8000）产品数据 Excel；`template=1` 时只下载空白导入模板。
         */
        get: operations["exportPressurePipelineProductData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/passengerRopeway/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入客运索道产品数据
         * @description 按客运索道（9000）产品数据模板上传 Excel，逐行校验后导入；返回导入汇总与失败行。
         */
        post: operations["importPassengerRopewayProductData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a/stone/productData/passengerRopeway/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出客运索道产品数据
         * @description 导出本单位客运索道（9000）产品数据 Excel；`template=1` 时只下载空白导入模板。
         */
        get: operations["exportPassengerRopewayProductData"];
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
         * AreaCode
         * @description 行政区划代码（6 位），如 330200 宁波市、330203 海曙区、330212 鄞州区
         * @example 330212
         */
        AreaCode: string;
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
         * @description 企业账号注册申请（/register 页面提交，JSON 请求体）。营业执照与授权委托书先以 `attrefsysid`（客户端生成）上传，再随申请提交附件编号。被退回的申请重新提交时带 `reapplyId`。
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
            licenseAttsysids: string[];
            /** @description 授权委托书（加盖公章）附件编号（attsysid） */
            authLetterAttsysids: string[];
            /** @description 图形验证码（/a/stone/common/validCode） */
            validateCode: string;
            /** @description 重新申请时，被退回的原注册申请编号 */
            reapplyId?: string | null;
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
            /** @description 联系人手机号码 */
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
             * @description 审核状态：0 待审核，1 已通过，2 未通过
             * @enum {string}
             */
            status: "0" | "1" | "2";
            /**
             * @description 审核状态名称
             * @enum {string}
             */
            statusName: "待审核" | "已通过" | "未通过";
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
         * EquipmentTypeCode
         * @description 设备类别代码：1000 锅炉，2000 压力容器，3000 电梯，4000 起重机械，5000 场（厂）内专用机动车辆，
         *     6000 大型游乐设施，7000 压力管道元件，8000 压力管道，9000 客运索道
         * @enum {string}
         */
        EquipmentTypeCode: "1000" | "2000" | "3000" | "4000" | "5000" | "6000" | "7000" | "8000" | "9000";
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
             * @description 审核状态：0 待审核，1 已通过，2 未通过
             * @enum {string}
             */
            status: "0" | "1" | "2";
            /**
             * @description 审核状态名称
             * @enum {string}
             */
            statusName: "待审核" | "已通过" | "未通过";
            /** @description 审核意见 */
            auditOpinion?: string | null;
            /** @description 审核人 */
            auditor?: string | null;
            /** @description 审核时间 */
            auditTime?: components["schemas"]["DateTimeString"] | null;
        };
        /**
         * DateString
         * Format: date
         * @description 日期，yyyy-MM-dd
         * @example 2026-03-18
         */
        DateString: string;
        /**
         * OnlineApply
         * @description 网上报检申请（列表字段）。企业选择待检设备、填写联系人与期望检验日期后保存为草稿，提交（isCommit=true）后由检验机构受理；受理后按检验费计算结果缴费。
         */
        OnlineApply: {
            /** @description 申请编号（主键） */
            id: string;
            /** @description 报检（申报）流水号：2 位业务字母 + 8 位日期 + 6 位序号，如 BJ20261118000237 */
            onlinelsh: string;
            /**
             * @description 检验类别：1 定期检验，2 监督检验，3 委托检验，4 首次检验
             * @enum {string}
             */
            inspectioncategory: "1" | "2" | "3" | "4";
            /**
             * @description 检验类别名称
             * @enum {string}
             */
            inspectioncategoryName: "定期检验" | "监督检验" | "委托检验" | "首次检验";
            /** @description 设备类别代码 */
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 使用单位编号 */
            useUnitId?: string;
            /** @description 使用单位名称 */
            useUnitName: string;
            /** @description 报检设备台数 */
            eqpCount: number;
            /** @description 报检设备摘要（设备名称，以顿号分隔） */
            eqpSummary?: string | null;
            /** @description 联系人 */
            contactName?: string;
            /** @description 联系电话（手机或固定电话） */
            contactPhone?: string;
            /** @description 期望检验日期 */
            expectedDate?: components["schemas"]["DateString"] | null;
            /** @description 检验地点（设备所在地址） */
            inspAddress?: string | null;
            /** @description 检验机构 */
            inspOrgName?: string;
            /** @description 提交时间（草稿为空） */
            applyTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 应缴检验费（减免后）；检验费尚未计算时为空 */
            total?: number | null;
            /** @description 收费记录编号（受理并生成缴费单后才有） */
            chargesysid?: string | null;
            /**
             * @description 缴费状态：0 未支付，1 已支付，2 已退款
             * @enum {string}
             */
            payStatus?: "0" | "1" | "2";
            /**
             * @description 缴费状态名称
             * @enum {string}
             */
            payStatusName?: "未支付" | "已支付" | "已退款";
            /**
             * @description 办理状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回，5 已撤销
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5";
            /**
             * @description 办理状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回" | "已撤销";
            /** @description 创建时间 */
            createTime?: components["schemas"]["DateTimeString"];
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
         * OnlineApplyEquipment
         * @description 网上报检申请中的一台设备（申请详情与申报详情中的设备清单）。
         */
        OnlineApplyEquipment: {
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 设备代码（18 位） */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号（未登记设备为空） */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 设备类别代码 */
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备品种名称 */
            eqpVarietyName?: string;
            /** @description 设备名称 */
            eqpName: string;
            /** @description 型号规格 */
            eqpModel?: string | null;
            /** @description 设备使用地点 */
            useAddress?: string | null;
            /** @description 单位内部编号 */
            internalNo?: string | null;
            /** @description 上次检验日期 */
            lastInspDate?: components["schemas"]["DateString"] | null;
            /** @description 下次检验日期 */
            nextInspDate?: components["schemas"]["DateString"] | null;
            /** @description 该设备的检验费（减免后）；尚未计算时为空 */
            inspFee?: number | null;
            /**
             * @description 本次检验结论（出具报告后填写）
             * @enum {string|null}
             */
            inspConclusion?: "合格" | "不合格" | "复检合格" | "基本符合要求" | "不符合要求" | "允许使用" | null;
            /** @description 本次检验报告编号（出具报告后填写） */
            reportNo?: string | null;
        };
        /**
         * InspectionFeeItem
         * @description 检验费明细的一行（按设备、按收费项目）。
         */
        InspectionFeeItem: {
            /** @description 收费项目名称，如 电梯定期检验 */
            name: string;
            /** @description 设备内部编号（按设备计费时） */
            oidno?: string | null;
            /** @description 设备代码（按设备计费时） */
            eqpCode?: components["schemas"]["EquipmentCode"] | null;
            /** @description 收费标准（依据文件与单价说明） */
            standard: string;
            /** @description 数量（台） */
            quantity: number;
            /** @description 单价（元） */
            unitPrice: number;
            /** @description 按标准计算的金额（元） */
            amount: number;
            /** @description 减免金额（元） */
            relief: number;
            /** @description 应缴金额（元）= amount − relief */
            total: number;
        };
        /**
         * InspectionFee
         * @description 网上报检申请的检验费计算结果：按收费标准逐台计费，再按所选减免政策减免。
         */
        InspectionFee: {
            /** @description 报检流水号 */
            onlinelsh?: string | null;
            /** @description 收费明细 */
            items: components["schemas"]["InspectionFeeItem"][];
            /** @description 标准金额合计（元） */
            amount: number;
            /** @description 减免金额合计（元） */
            relief: number;
            /** @description 应缴金额合计（元） */
            total: number;
            /** @description 适用的减免政策编号 */
            reliefPolicyId?: string | null;
            /** @description 适用的减免政策名称 */
            reliefPolicyName?: string | null;
            /** @description 减免比例（%） */
            reliefRate?: number | null;
            /** @description 收款单位（检验机构） */
            payeeName: string;
            /** @description 计算时间 */
            calcTime?: components["schemas"]["DateTimeString"];
        };
        /**
         * OnlineApplyDetail
         * @description 网上报检申请详情：列表字段加上单位信息、检验组、减免政策、设备清单、检验费与附件。
         */
        OnlineApplyDetail: components["schemas"]["OnlineApply"] & {
            /** @description 使用单位统一社会信用代码 */
            useUnitCreditCode?: string;
            /** @description 使用单位地址 */
            useUnitAddress?: string | null;
            /** @description 邮政编码 */
            postalCode?: string | null;
            /** @description 指定的检验组编号（见 findInmGroup） */
            inmGroupId?: string | null;
            /** @description 检验组名称 */
            inmGroupName?: string | null;
            /** @description 申请的减免政策编号 */
            reliefPolicyId?: string | null;
            /** @description 申请的减免政策名称 */
            reliefPolicyName?: string | null;
            /** @description 附件关联编号（申请材料、减免证明、付款凭证均以此关联） */
            attrefsysid: string;
            /** @description 备注 */
            remark?: string | null;
            /** @description 受理人 */
            acceptor?: string | null;
            /** @description 受理（或退回）时间 */
            acceptTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 受理意见或退回原因 */
            acceptOpinion?: string | null;
            /** @description 撤销原因 */
            cancelReason?: string | null;
            /** @description 付款凭证附件编号（对公转账时上传） */
            payCertAttsysid?: string | null;
            /** @description 报检设备清单 */
            equipments: components["schemas"]["OnlineApplyEquipment"][];
            /** @description 检验费计算结果（尚未计算时为空） */
            fee?: components["schemas"]["InspectionFee"] | null;
            /** @description 申请附件 */
            attachments: components["schemas"]["Attachment"][];
        };
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
            /** @description 制造日期（管道等无制造日期时为空） */
            makeDate?: components["schemas"]["DateString"] | null;
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
         * WaitInspectEquipment
         * @description 待检设备（网上报检时可选的设备）：设备列表字段加上距下次检验的天数与是否已在报检流程中。
         */
        WaitInspectEquipment: components["schemas"]["Equipment"] & {
            /** @description 距下次检验日期的天数，负数表示已超期；未登记设备为空 */
            daysToNextInsp: number | null;
            /** @description 是否已在报检流程中（在流程中的设备不能再次报检） */
            inFlow: boolean;
            /** @description 所在报检流程的流水号 */
            inFlowOnlinelsh?: string | null;
        };
        /**
         * ChargeReliefPolicy
         * @description 检验费减免政策（报检时可选择一项，需上传证明材料）。
         */
        ChargeReliefPolicy: {
            /** @description 政策编号 */
            id: string;
            /** @description 政策名称 */
            name: string;
            /** @description 减免比例（%），如 30 表示按标准减免 30% */
            rate: number;
            /** @description 政策说明 */
            description: string;
            /** @description 政策依据文件 */
            basis?: string | null;
            /** @description 生效日期 */
            beginDate?: components["schemas"]["DateString"];
            /** @description 截止日期（长期有效为空） */
            endDate?: components["schemas"]["DateString"] | null;
            /** @description 需提交的证明材料 */
            requiredMaterials?: string | null;
            /** @description 适用的设备类别代码，多个以英文逗号分隔；为空表示全部类别 */
            applicableEquclacodes?: string | null;
        };
        /**
         * InspectionGroup
         * @description 检验机构的检验组（报检时可指定或由受理人员分派）。
         */
        InspectionGroup: {
            /** @description 检验组编号 */
            id: string;
            /** @description 检验组名称 */
            name: string;
            /** @description 组长 */
            leader: string;
            /** @description 联系电话 */
            phone: string;
            /** @description 所属检验机构 */
            inspOrgName?: string;
            /** @description 所属部门 */
            deptName?: string | null;
            /** @description 负责区域的行政区划代码 */
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 负责区域 */
            areaName?: string | null;
            /** @description 设备类别代码 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 组员人数 */
            memberCount?: number;
            /** @description 组员姓名，以顿号分隔 */
            members?: string | null;
        };
        /**
         * PaymentOrder
         * @description 在线支付订单（toPay 生成）。网页端展示 qrCodeContent 生成的二维码供扫码，或跳转 payUrl 收银台；订单过期后需重新发起。
         */
        PaymentOrder: {
            /** @description 收费记录编号 */
            chargesysid: string;
            /** @description 报检流水号 */
            onlinelsh: string;
            /** @description 支付订单号 */
            orderNo: string;
            /** @description 本次支付金额（元） */
            amount: number;
            /**
             * @description 支付方式：1 微信支付，2 支付宝，3 银联云闪付，4 对公转账（上传付款凭证）
             * @enum {string}
             */
            payType: "1" | "2" | "3" | "4";
            /**
             * @description 支付方式名称
             * @enum {string}
             */
            payTypeName: "微信支付" | "支付宝" | "银联云闪付" | "对公转账";
            /** @description 收款单位 */
            payeeName?: string;
            /**
             * Format: uri
             * @description 收银台地址（手机端跳转）
             */
            payUrl?: string | null;
            /** @description 二维码内容（网页端据此生成扫码支付二维码） */
            qrCodeContent?: string | null;
            /** @description 创建时间 */
            createTime?: components["schemas"]["DateTimeString"];
            /** @description 订单失效时间 */
            expireTime: components["schemas"]["DateTimeString"];
        };
        /**
         * Declaration
         * @description 检验申报（定期检验、安装改造修理监督检验、制造监督检验、委托检验、设计文件鉴定）。列表中 `equipments`、`attachments` 为空数组，详情中填满。
         */
        Declaration: {
            /** @description 申报编号（主键） */
            id: string;
            /** @description 申报流水号：BJ 定期检验，JJ 安装改造修理监督检验，ZJ 制造监督检验，WT 委托检验，JD 设计文件鉴定；后接 8 位日期 + 6 位序号 */
            onlinelsh: string;
            /**
             * @description 申报类别：periodic 定期检验，superintend 安装改造修理监督检验，manufactureSupervise 制造监督检验，entrust 委托检验，appraisal 设计文件鉴定
             * @enum {string}
             */
            declareType: "periodic" | "superintend" | "manufactureSupervise" | "entrust" | "appraisal";
            /**
             * @description 申报类别名称
             * @enum {string}
             */
            declareTypeName: "定期检验申报" | "安装改造修理监督检验申报" | "制造监督检验申报" | "委托检验申报" | "设计文件鉴定申报";
            /** @description 设备类别代码 */
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 项目名称（监督检验、制造监督、设计文件鉴定时填写） */
            projectName?: string | null;
            /** @description 申报单位 */
            unitName: string;
            /** @description 使用单位（制造监督、设计文件鉴定时可为空） */
            useUnitName?: string | null;
            /** @description 施工单位（安装改造修理）、制造单位或设计单位 */
            constructUnitName?: string | null;
            /**
             * @description 施工类别（监督检验时填写）
             * @enum {string|null}
             */
            constructType?: "安装" | "改造" | "重大修理" | null;
            /** @description 设备（产品）台数 */
            eqpCount?: number;
            /** @description 联系人 */
            contactName?: string;
            /** @description 联系电话 */
            contactPhone?: string;
            /** @description 检验（施工、制造）地点 */
            address?: string | null;
            /** @description 期望检验日期 */
            expectedDate?: components["schemas"]["DateString"] | null;
            /** @description 检验机构 */
            inspOrgName?: string;
            /** @description 提交时间（草稿为空） */
            declareTime?: components["schemas"]["DateTimeString"] | null;
            /**
             * @description 办理状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回，5 已撤销
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5";
            /**
             * @description 办理状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回" | "已撤销";
            /** @description 受理意见或退回原因 */
            acceptOpinion?: string | null;
            /** @description 备注 */
            remark?: string | null;
            /** @description 附件关联编号 */
            attrefsysid?: string;
            /** @description 申报设备清单（列表中为空数组；设计文件鉴定无设备） */
            equipments?: components["schemas"]["OnlineApplyEquipment"][];
            /** @description 申报附件（列表中为空数组） */
            attachments?: components["schemas"]["Attachment"][];
        };
        /**
         * SupervisionInspectionStatement
         * @description 电梯监督检验情况一览（supervisionInspectionStatement 页面）：每台安装、改造或重大修理的电梯一行，反映监督检验进度与结论。
         */
        SupervisionInspectionStatement: {
            /** @description 记录编号 */
            id: string;
            /** @description 监督检验申报流水号 */
            onlinelsh: string;
            /** @description 设备内部编号 */
            oidno?: string;
            /** @description 设备代码（18 位） */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 设备名称 */
            eqpName: string;
            /** @description 设备品种名称 */
            eqpVarietyName?: string;
            /** @description 型号规格 */
            eqpModel?: string | null;
            /** @description 出厂编号 */
            factoryNo?: string | null;
            /** @description 制造单位 */
            makeUnitName?: string | null;
            /** @description 施工单位 */
            installUnitName: string;
            /**
             * @description 施工类别
             * @enum {string}
             */
            constructType?: "安装" | "改造" | "重大修理";
            /** @description 使用单位 */
            useUnitName?: string;
            /** @description 设备使用地点 */
            useAddress?: string | null;
            /** @description 检验机构 */
            inspOrgName?: string;
            /** @description 检验人员 */
            inspector?: string | null;
            /** @description 监督检验日期 */
            inspDate?: components["schemas"]["DateString"] | null;
            /** @description 监督检验报告编号 */
            reportNo?: string | null;
            /**
             * @description 监督检验结论
             * @enum {string|null}
             */
            conclusion?: "合格" | "不合格" | null;
            /**
             * @description 进度：0 待检验，1 检验中，2 已出具报告
             * @enum {string}
             */
            status: "0" | "1" | "2";
            /**
             * @description 进度名称
             * @enum {string}
             */
            statusName: "待检验" | "检验中" | "已出具报告";
        };
        /**
         * ElevatorInspectionData
         * @description 电梯监督检验资料（informationManage 页面）：施工单位在监督检验前填报的电梯技术参数与施工信息。
         */
        ElevatorInspectionData: {
            /** @description 记录编号 */
            id: string;
            /** @description 关联的监督检验申报流水号 */
            onlinelsh?: string | null;
            /** @description 设备内部编号 */
            oidno?: string | null;
            /** @description 设备代码（18 位） */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 设备名称 */
            eqpName: string;
            /** @description 设备品种名称 */
            eqpVarietyName?: string;
            /** @description 型号规格 */
            eqpModel?: string;
            /** @description 出厂编号 */
            factoryNo?: string;
            /** @description 制造单位 */
            makeUnitName?: string;
            /** @description 施工单位 */
            installUnitName: string;
            /** @description 施工单位许可证编号 */
            installLicenseNo?: string | null;
            /** @description 施工项目负责人 */
            projectLeader?: string;
            /** @description 额定载重量（kg） */
            ratedLoad?: number;
            /** @description 额定速度（m/s） */
            ratedSpeed?: number;
            /** @description 层站数（层） */
            floors?: number;
            /** @description 提升高度（m） */
            liftingHeight?: number | null;
            /** @description 控制方式 */
            controlType?: string | null;
            /** @description 使用单位 */
            useUnitName?: string;
            /** @description 设备使用地点 */
            useAddress?: string;
            /** @description 施工开始日期 */
            constructStartDate?: components["schemas"]["DateString"];
            /** @description 施工结束日期 */
            constructEndDate?: components["schemas"]["DateString"] | null;
            /**
             * @description 施工自检结论
             * @enum {string|null}
             */
            selfCheckConclusion?: "合格" | "不合格" | null;
            /**
             * @description 资料状态：0 草稿，1 已提交，2 已确认
             * @enum {string}
             */
            status: "0" | "1" | "2";
            /**
             * @description 资料状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "已确认";
            /** @description 最后修改时间 */
            updateTime?: components["schemas"]["DateTimeString"];
        };
        /**
         * InspectionReport
         * @description 检验报告（报告查询 report-query）。列表中 `attachments` 为空数组。PDF 见 /a/stone/report/downloadPdf。
         */
        InspectionReport: {
            /** @description 报告编号（主键） */
            id: string;
            /** @description 报告编号，如 (2026)甬特检电字第03012号 */
            reportNo: string;
            /** @description 设备内部编号 */
            oidno?: string;
            /** @description 设备代码（18 位） */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 设备类别代码 */
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 设备品种名称 */
            eqpVarietyName?: string;
            /** @description 设备名称 */
            eqpName: string;
            /** @description 使用单位 */
            useUnitName?: string;
            /** @description 设备使用地点 */
            useAddress?: string | null;
            /**
             * @description 检验类别：1 定期检验，2 监督检验，3 委托检验，4 首次检验
             * @enum {string}
             */
            inspType: "1" | "2" | "3" | "4";
            /**
             * @description 检验类别名称
             * @enum {string}
             */
            inspTypeName: "定期检验" | "监督检验" | "委托检验" | "首次检验";
            /**
             * @description 检验结论
             * @enum {string}
             */
            conclusion: "合格" | "不合格" | "复检合格" | "基本符合要求" | "不符合要求" | "允许使用";
            /** @description 检验日期 */
            inspDate: components["schemas"]["DateString"];
            /** @description 下次检验日期 */
            nextInspDate?: components["schemas"]["DateString"] | null;
            /** @description 出具（签发）日期 */
            issueDate?: components["schemas"]["DateString"];
            /** @description 检验机构 */
            inspOrgName: string;
            /** @description 检验人员（多人以顿号分隔） */
            inspector: string;
            /** @description 审核人 */
            auditor?: string | null;
            /** @description 批准人 */
            approver?: string | null;
            /** @description 对应的报检流水号 */
            onlinelsh?: string | null;
            /** @description 是否同时出具检验意见通知书 */
            hasOpinion?: boolean;
            /** @description 报告 PDF 附件编号（未归档时为空） */
            pdfAttsysid?: string | null;
            /** @description 备注（如 限制使用条件） */
            remark?: string | null;
            /** @description 报告附件（列表中为空数组） */
            attachments?: components["schemas"]["Attachment"][];
        };
        /**
         * InspectionOpinion
         * @description 检验意见通知书：检验发现的问题与整改期限。使用单位在 online-rectification 页面填写整改情况并上传材料（附件以 attrefsysid 关联），检验机构确认。
         */
        InspectionOpinion: {
            /** @description 通知书编号（主键） */
            id: string;
            /** @description 通知书编号，如 (2026)甬特检意字第0458号 */
            opinionNo: string;
            /** @description 对应检验报告编号 */
            reportNo?: string | null;
            /** @description 对应报检流水号 */
            onlinelsh?: string | null;
            /** @description 设备内部编号 */
            oidno?: string;
            /** @description 设备代码（18 位） */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 设备名称 */
            eqpName: string;
            /** @description 设备类别代码 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 使用单位 */
            useUnitName?: string;
            /** @description 检验机构 */
            inspOrgName?: string;
            /** @description 检验人员 */
            inspector?: string;
            /** @description 出具（签发）日期 */
            issueDate: components["schemas"]["DateString"];
            /** @description 整改期限 */
            rectifyDeadline: components["schemas"]["DateString"];
            /** @description 问题数 */
            problemCount?: number;
            /** @description 发现的问题 */
            problems: {
                /** @description 序号 */
                seq: number;
                /** @description 问题描述 */
                description: string;
                /** @description 不符合的规范条款 */
                basis?: string | null;
                /** @description 整改要求 */
                requirement?: string | null;
            }[];
            /**
             * @description 整改状态：0 待整改，1 待确认（已提交整改），2 已确认，3 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3";
            /**
             * @description 整改状态名称
             * @enum {string}
             */
            statusName: "待整改" | "待确认" | "已确认" | "已退回";
            /** @description 是否已超过整改期限仍未提交 */
            isOverdue?: boolean;
            /** @description 使用单位填写的整改情况 */
            rectifyDescription?: string | null;
            /** @description 整改提交时间 */
            rectifyTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 检验机构确认意见 */
            confirmOpinion?: string | null;
            /** @description 确认时间 */
            confirmTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 整改材料附件关联编号 */
            attrefsysid?: string;
            /** @description 整改材料（照片、整改报告） */
            attachments?: components["schemas"]["Attachment"][];
        };
        /**
         * InvoiceTitle
         * @description 开票信息（发票抬头）。企业抬头需税号；开具增值税专用发票时还需地址、电话、开户行与账号。
         */
        InvoiceTitle: {
            /** @description 抬头编号 */
            id: string;
            /**
             * @description 抬头类型：1 企业，2 个人
             * @enum {string}
             */
            titleType: "1" | "2";
            /**
             * @description 抬头类型名称
             * @enum {string}
             */
            titleTypeName: "企业" | "个人";
            /** @description 抬头名称（单位名称或个人姓名） */
            name: string;
            /** @description 纳税人识别号（统一社会信用代码），个人抬头为空 */
            taxNo?: string | null;
            /** @description 注册地址 */
            address?: string | null;
            /** @description 注册电话 */
            phone?: string | null;
            /** @description 开户银行 */
            bank?: string | null;
            /** @description 银行账号 */
            account?: string | null;
            /** @description 接收电子发票的邮箱 */
            email?: string | null;
            /** @description 是否默认抬头 */
            isDefault: boolean;
            /** @description 创建时间 */
            createTime?: components["schemas"]["DateTimeString"];
        };
        /**
         * ChargeItem
         * @description 收费明细的一行。
         */
        ChargeItem: {
            /** @description 收费项目名称 */
            name: string;
            /** @description 设备代码（按设备收费时） */
            eqpCode?: components["schemas"]["EquipmentCode"] | null;
            /** @description 收费标准说明 */
            standard?: string | null;
            /** @description 数量 */
            quantity: number;
            /** @description 单价（元） */
            unitPrice: number;
            /** @description 标准金额（元） */
            amount: number;
            /** @description 减免金额（元） */
            relief: number;
            /** @description 应缴金额（元） */
            total: number;
        };
        /**
         * Charge
         * @description 收费记录（检验费、作业人员考试费），/api/chamain 接口返回。
         */
        Charge: {
            /** @description 收费记录编号 */
            chargesysid: string;
            /** @description 报检流水号（考试费为登记编号） */
            onlinelsh?: string | null;
            /**
             * @description 收费类别：1 检验费，2 作业人员考试费
             * @enum {string}
             */
            chargeType: "1" | "2";
            /**
             * @description 收费类别名称
             * @enum {string}
             */
            chargeTypeName: "检验费" | "作业人员考试费";
            /** @description 缴费单位 */
            payerName: string;
            /** @description 收款单位 */
            payeeName?: string;
            /** @description 收费明细 */
            items: components["schemas"]["ChargeItem"][];
            /** @description 标准金额合计（元） */
            amount: number;
            /** @description 减免金额合计（元） */
            relief: number;
            /** @description 应缴金额（元） */
            total: number;
            /**
             * @description 缴费状态：0 未支付，1 已支付，2 已退款
             * @enum {string}
             */
            payStatus: "0" | "1" | "2";
            /**
             * @description 缴费状态名称
             * @enum {string}
             */
            payStatusName: "未支付" | "已支付" | "已退款";
            /**
             * @description 支付方式：1 微信支付，2 支付宝，3 银联云闪付，4 对公转账（上传付款凭证）
             * @enum {string|null}
             */
            payType?: "1" | "2" | "3" | "4" | null;
            /**
             * @description 支付方式名称
             * @enum {string|null}
             */
            payTypeName?: "微信支付" | "支付宝" | "银联云闪付" | "对公转账" | null;
            /** @description 支付时间 */
            payTime?: components["schemas"]["DateTimeString"] | null;
            /**
             * @description 开票状态：0 未开票，1 开票中，2 已开票
             * @enum {string}
             */
            invoiceStatus?: "0" | "1" | "2";
            /**
             * @description 开票状态名称
             * @enum {string}
             */
            invoiceStatusName?: "未开票" | "开票中" | "已开票";
            /** @description 创建时间 */
            createTime?: components["schemas"]["DateTimeString"];
        };
        /**
         * ChargeDetail
         * @description 缴费单详情（online-apply-paymentSlipDetails / online-paymentSlipDetails 页面）：收费记录加上收付款双方信息、缴款单号与支付流水。
         */
        ChargeDetail: components["schemas"]["Charge"] & {
            /** @description 缴款单号 */
            slipNo: string;
            /** @description 缴费单位统一社会信用代码 */
            payerCreditCode?: string | null;
            /** @description 缴费单位地址 */
            payerAddress?: string | null;
            /** @description 收款开户银行 */
            payeeBank: string;
            /** @description 收款银行账号 */
            payeeAccount: string;
            /** @description 应缴金额大写 */
            amountInWords: string;
            /** @description 缴费截止日期 */
            payDeadline?: components["schemas"]["DateString"] | null;
            /** @description 支付平台交易流水号（已支付时） */
            tradeNo?: string | null;
            /** @description 付款凭证附件编号（对公转账时） */
            payCertAttsysid?: string | null;
            /** @description 扫码支付二维码内容（未支付时） */
            qrCodeContent?: string | null;
            /** @description 备注 */
            remark?: string | null;
        };
        /**
         * Invoice
         * @description 发票（检验费、考试费电子发票）。PDF 以 pdfAttsysid 经公共附件下载接口获取。
         */
        Invoice: {
            /** @description 发票记录编号 */
            id: string;
            /** @description 发票号码（开具后才有） */
            invoiceNo?: string | null;
            /** @description 发票代码（数电发票为空） */
            invoiceCode?: string | null;
            /**
             * @description 发票类型
             * @enum {string}
             */
            invoiceType: "电子普通发票" | "电子专用发票";
            /** @description 对应收费记录编号 */
            chargesysid: string;
            /** @description 对应报检流水号 */
            onlinelsh?: string | null;
            /** @description 开票金额（元，含税） */
            amount: number;
            /** @description 发票抬头 */
            title: string;
            /** @description 购买方纳税人识别号 */
            taxNo?: string | null;
            /** @description 开票单位 */
            sellerName?: string;
            /** @description 接收邮箱 */
            email?: string | null;
            /** @description 申请时间 */
            applyTime: components["schemas"]["DateTimeString"];
            /** @description 开票日期 */
            issueDate?: components["schemas"]["DateString"] | null;
            /**
             * @description 发票状态：0 申请中，1 已开具，2 已红冲，3 开票失败
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3";
            /**
             * @description 发票状态名称
             * @enum {string}
             */
            statusName: "申请中" | "已开具" | "已红冲" | "开票失败";
            /** @description 开票失败原因 */
            failReason?: string | null;
            /** @description 发票 PDF 附件编号（开具后才有） */
            pdfAttsysid?: string | null;
        };
        /**
         * ExamFeeRegistration
         * @description 作业人员考试费登记（chargeRegistration 页面）：单位为本单位报名的作业人员登记考试费，提交后生成收费记录。列表中 `persons` 为空数组。
         */
        ExamFeeRegistration: {
            /** @description 登记编号（主键） */
            id: string;
            /** @description 登记流水号，如 KS20261110000015 */
            regNo: string;
            /** @description 报名单位 */
            unitName: string;
            /** @description 考试批次 */
            examBatch: string;
            /** @description 作业项目代号，如 T 电梯修理、N1 叉车司机、G1 工业锅炉司炉 */
            workItemCode: string;
            /** @description 作业项目名称 */
            workItemName: string;
            /**
             * @description 考试类别：1 取证，2 复审
             * @enum {string}
             */
            examType: "1" | "2";
            /**
             * @description 考试类别名称
             * @enum {string}
             */
            examTypeName?: "取证" | "复审";
            /** @description 考试日期 */
            examDate?: components["schemas"]["DateString"] | null;
            /** @description 考试地点 */
            examPlace?: string | null;
            /** @description 联系人 */
            contactName?: string;
            /** @description 联系电话 */
            contactPhone?: string;
            /** @description 报名人数 */
            personCount: number;
            /** @description 每人考试费（元） */
            unitPrice?: number;
            /** @description 考试费合计（元） */
            totalFee: number;
            /** @description 报名人员（列表中为空数组） */
            persons: {
                /** @description 作业人员编号（/a/stone/operator） */
                operatorId?: string | null;
                /** @description 姓名 */
                name: string;
                /** @description 身份证号码（中间打码） */
                idCard: string;
                /** @description 手机号码 */
                mobile?: string | null;
                /** @description 考试费（元） */
                fee: number;
            }[];
            /** @description 收费记录编号（提交后生成） */
            chargesysid?: string | null;
            /**
             * @description 缴费状态：0 未支付，1 已支付，2 已退款
             * @enum {string}
             */
            payStatus: "0" | "1" | "2";
            /**
             * @description 缴费状态名称
             * @enum {string}
             */
            payStatusName?: "未支付" | "已支付" | "已退款";
            /**
             * @description 登记状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 登记状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回";
            /** @description 备注 */
            remark?: string | null;
            /** @description 创建时间 */
            createTime?: components["schemas"]["DateTimeString"];
        };
        /**
         * PaymentNote
         * @description 缴费通知单（公开页面 /online-paymentNote 与 online-apply-paymentNote）：按报检流水号查询应缴检验费与收款账户，可扫码支付。
         */
        PaymentNote: {
            /** @description 通知单编号 */
            noteNo: string;
            /** @description 报检流水号 */
            onlinelsh: string;
            /** @description 收费记录编号 */
            chargesysid: string;
            /** @description 缴费单位 */
            payerName: string;
            /** @description 缴费单位统一社会信用代码 */
            payerCreditCode?: string | null;
            /** @description 收款单位 */
            payeeName: string;
            /** @description 收款开户银行 */
            payeeBank: string;
            /** @description 收款银行账号 */
            payeeAccount: string;
            /** @description 收费明细 */
            items: components["schemas"]["ChargeItem"][];
            /** @description 标准金额合计（元） */
            amount?: number;
            /** @description 减免金额合计（元） */
            relief?: number;
            /** @description 应缴金额（元） */
            total: number;
            /** @description 应缴金额大写 */
            amountInWords: string;
            /** @description 出具（签发）日期 */
            issueDate?: components["schemas"]["DateString"];
            /** @description 缴费截止日期 */
            payDeadline?: components["schemas"]["DateString"] | null;
            /**
             * @description 缴费状态：0 未支付，1 已支付，2 已退款
             * @enum {string}
             */
            payStatus: "0" | "1" | "2";
            /**
             * @description 缴费状态名称
             * @enum {string}
             */
            payStatusName: "未支付" | "已支付" | "已退款";
            /** @description 扫码支付二维码内容（已支付时为空） */
            qrCodeContent?: string | null;
            /** @description 缴费说明 */
            remark?: string | null;
        };
        /**
         * HandleStep
         * @description 办理流程中的一个环节（通用）：申请提交、受理、审核、办结等。未到达的环节处理人、时间与意见为空。
         */
        HandleStep: {
            /** @description 环节序号，从 1 开始 */
            stepNo: number;
            /** @description 环节名称（如 申请提交、受理、审核、审批、办结） */
            stepName: string;
            /** @description 处理人 */
            handler?: string | null;
            /** @description 处理单位（使用单位、登记机关或检验机构） */
            handleOrg?: string | null;
            /** @description 处理时间（未处理时为空） */
            handleTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 处理意见 */
            opinion?: string | null;
            /**
             * @description 环节状态：0 未开始，1 处理中，2 已完成，3 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3";
            /**
             * @description 环节状态名称
             * @enum {string}
             */
            statusName: "未开始" | "处理中" | "已完成" | "已退回";
        };
        /**
         * TerminationApply
         * @description 停用、报废、注销（及停用后启用）登记申请，即 pemEqmRlvBasic 记录。一份申请可包含同一类别的多台设备。
         */
        TerminationApply: {
            /** @description 申请主键 */
            id: string;
            /** @description 申请编号（TY 停用、BF 报废、ZX 注销、QY 启用 + 日期 + 序号） */
            applyNo: string;
            /**
             * @description 申请类型：1 停用，2 报废，3 注销，4 启用
             * @enum {string}
             */
            applyType: "1" | "2" | "3" | "4";
            /**
             * @description 申请类型名称
             * @enum {string}
             */
            applyTypeName: "停用" | "报废" | "注销" | "启用";
            /**
             * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回";
            /** @description 使用单位编号 */
            useUnitId?: string;
            /** @description 使用单位名称 */
            useUnitName?: string;
            /** @description 使用单位统一社会信用代码 */
            useUnitCreditCode?: string;
            /** @description 设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 设备台数 */
            eqpCount?: number;
            /** @description 申请涉及的设备 */
            equList: components["schemas"]["Equipment"][];
            /** @description 申请原因（停用、报废、注销或启用的理由） */
            reason?: string;
            /** @description 停用、报废或注销日期（启用申请时为原停用日期） */
            stopDate?: components["schemas"]["DateString"] | null;
            /** @description 计划启用日期（停用申请）或申请启用日期（启用申请），其他类型为空 */
            planRestartDate?: components["schemas"]["DateString"] | null;
            /** @description 报废处置方式（报废、注销申请填写） */
            disposalMethod?: string | null;
            /** @description 使用登记证是否交回登记机关 */
            certReturned?: boolean;
            /** @description 联系人 */
            contactPerson?: string;
            /** @description 联系电话 */
            contactPhone?: string;
            /** @description 备注 */
            remarks?: string | null;
            /** @description 申请日期 */
            applyDate?: components["schemas"]["DateString"];
            /** @description 提交时间，草稿为空 */
            commitTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 登记机关 */
            regOrgName?: string;
            /** @description 受理时间 */
            acceptTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 办结时间 */
            finishTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 登记机关的办理意见（退回时为退回原因） */
            handleOpinion?: string | null;
            /** @description 办理流程（各环节的办理记录，按环节序号） */
            handleSteps?: components["schemas"]["HandleStep"][];
            /** @description 附件 */
            attachments?: components["schemas"]["Attachment"][];
            /** @description 创建人 */
            createBy?: string;
            /** @description 创建时间 */
            createDate?: components["schemas"]["DateTimeString"];
            /** @description 最后修改时间 */
            updateDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * TerminationApplyForm
         * @description 停用、报废、注销、启用登记申请的保存表单。`oidno` 可重复出现以选择多台设备。
         */
        TerminationApplyForm: {
            /** @description 申请主键（修改草稿时填写，新建时不填） */
            id?: string;
            /**
             * @description 申请类型：1 停用，2 报废，3 注销，4 启用
             * @enum {string}
             */
            applyType: "1" | "2" | "3" | "4";
            /** @description 设备类别 */
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备内部编号（可多台，同一类别） */
            oidno: string[];
            /** @description 申请原因 */
            reason: string;
            /** @description 停用、报废或注销日期（启用申请时为原停用日期） */
            stopDate?: components["schemas"]["DateString"];
            /** @description 计划启用日期（停用申请）或申请启用日期（启用申请） */
            planRestartDate?: components["schemas"]["DateString"];
            /** @description 报废处置方式（报废、注销申请填写） */
            disposalMethod?: string;
            /** @description 使用登记证是否交回登记机关 */
            certReturned?: boolean;
            /** @description 联系人 */
            contactPerson: string;
            /** @description 联系电话（手机或固定电话） */
            contactPhone: string;
            /** @description 备注 */
            remarks?: string;
        };
        /**
         * ConstructionNotice
         * @description 特种设备安装、改造、修理施工告知。施工单位（或使用单位代为）在施工前向所在地监管部门告知，提交后由检验机构安排监督检验。
         */
        ConstructionNotice: {
            /** @description 告知主键 */
            id: string;
            /** @description 告知编号（SG + 日期 + 序号） */
            noticeNo: string;
            /**
             * @description 施工类别：1 安装，2 改造，3 修理
             * @enum {string}
             */
            constructionType: "1" | "2" | "3";
            /**
             * @description 施工类别名称
             * @enum {string}
             */
            constructionTypeName: "安装" | "改造" | "修理";
            /**
             * @description 状态：0 草稿，1 已提交（已告知），2 受理中，3 已办结，4 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回";
            /** @description 设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 设备台数 */
            eqpCount?: number;
            /** @description 施工的设备（安装告知时为新设备，尚未登记） */
            equList?: components["schemas"]["Equipment"][];
            /** @description 施工内容 */
            constructContent?: string;
            /** @description 施工单位名称 */
            constructUnitName: string;
            /** @description 施工单位统一社会信用代码 */
            constructUnitCreditCode?: string;
            /** @description 施工单位许可证编号 */
            constructLicenseNo?: string;
            /** @description 施工负责人 */
            constructLeader?: string;
            /** @description 施工负责人电话 */
            constructLeaderPhone?: string;
            /** @description 使用单位名称 */
            useUnitName?: string;
            /** @description 使用单位统一社会信用代码 */
            useUnitCreditCode?: string;
            /** @description 使用单位联系人 */
            useUnitContact?: string;
            /** @description 使用单位联系电话 */
            useUnitPhone?: string;
            /** @description 施工地点所在区县代码 */
            siteAreaCode?: components["schemas"]["AreaCode"];
            /** @description 施工地点所在区县 */
            siteAreaName?: string;
            /** @description 施工地点（设备使用地点） */
            siteAddress: string;
            /** @description 计划开工日期 */
            planStartDate?: components["schemas"]["DateString"];
            /** @description 计划竣工日期 */
            planEndDate?: components["schemas"]["DateString"];
            /** @description 告知的监管部门 */
            regOrgName?: string;
            /** @description 监督检验机构 */
            inspOrgName?: string | null;
            /** @description 告知日期（提交日期），草稿为空 */
            noticeDate?: components["schemas"]["DateString"] | null;
            /** @description 受理时间 */
            acceptTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 受理意见（退回时为退回原因） */
            acceptOpinion?: string | null;
            /** @description 备注 */
            remarks?: string | null;
            /** @description 办理流程（各环节的办理记录，按环节序号） */
            handleSteps?: components["schemas"]["HandleStep"][];
            /** @description 附件 */
            attachments?: components["schemas"]["Attachment"][];
            /** @description 创建时间 */
            createDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * ConstructionNoticeForm
         * @description 施工告知保存表单。改造、修理选择已有设备（oidno）；安装填写新设备的设备代码（eqpCode）。两者均可重复出现。
         */
        ConstructionNoticeForm: {
            /** @description 告知主键（修改草稿时填写） */
            id?: string;
            /**
             * @description 施工类别：1 安装，2 改造，3 修理
             * @enum {string}
             */
            constructionType: "1" | "2" | "3";
            /** @description 设备类别 */
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 已有设备的内部编号（改造、修理） */
            oidno?: string[];
            /** @description 新设备的设备代码（安装） */
            eqpCode?: string[];
            /** @description 施工内容 */
            constructContent?: string;
            /** @description 施工单位名称 */
            constructUnitName: string;
            /** @description 施工单位统一社会信用代码 */
            constructUnitCreditCode?: string;
            /** @description 施工单位许可证编号 */
            constructLicenseNo: string;
            /** @description 施工负责人 */
            constructLeader?: string;
            /** @description 施工负责人电话 */
            constructLeaderPhone?: string;
            /** @description 使用单位联系人 */
            useUnitContact?: string;
            /** @description 使用单位联系电话 */
            useUnitPhone?: string;
            /** @description 施工地点所在区县代码 */
            siteAreaCode?: components["schemas"]["AreaCode"];
            /** @description 施工地点 */
            siteAddress: string;
            /** @description 计划开工日期 */
            planStartDate: components["schemas"]["DateString"];
            /** @description 计划竣工日期 */
            planEndDate: components["schemas"]["DateString"];
            /** @description 备注 */
            remarks?: string;
        };
        /**
         * UseRegistChangeItem
         * @description 使用登记变更的一项：字段、原值与新值
         */
        UseRegistChangeItem: {
            /** @description 变更字段标识（如 safetyManager、useAddress、eqpModel） */
            fieldCode: string;
            /** @description 变更字段名称 */
            fieldName: string;
            /** @description 原值 */
            oldValue?: string | null;
            /** @description 新值 */
            newValue?: string | null;
        };
        /**
         * UseRegistChange
         * @description 使用登记变更申请（单位、名称、移装、改造及其他登记信息变更）
         */
        UseRegistChange: {
            /** @description 申请主键 */
            id: string;
            /** @description 申请编号（BG + 日期 + 序号） */
            applyNo: string;
            /**
             * @description 变更类型：1 单位变更，2 更名变更，3 移装变更，4 改造变更，5 其他信息变更
             * @enum {string}
             */
            changeType: "1" | "2" | "3" | "4" | "5";
            /**
             * @description 变更类型名称
             * @enum {string}
             */
            changeTypeName: "单位变更" | "更名变更" | "移装变更" | "改造变更" | "其他信息变更";
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 设备代码 */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 变更前的使用登记证编号 */
            registCode?: components["schemas"]["RegistrationCode"];
            /** @description 设备名称 */
            eqpName?: string;
            /** @description 设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 使用单位名称 */
            useUnitName?: string;
            /** @description 变更原因 */
            changeReason?: string;
            /** @description 变更项（字段、原值、新值） */
            changeItems: components["schemas"]["UseRegistChangeItem"][];
            /** @description 联系人 */
            contactPerson?: string;
            /** @description 联系电话 */
            contactPhone?: string;
            /** @description 申请日期 */
            applyDate?: components["schemas"]["DateString"];
            /** @description 提交时间，草稿为空 */
            commitTime?: components["schemas"]["DateTimeString"] | null;
            /**
             * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回";
            /** @description 登记机关 */
            regOrgName?: string;
            /** @description 受理时间 */
            acceptTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 办结时间 */
            finishTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 办理意见（退回时为退回原因） */
            handleOpinion?: string | null;
            /** @description 变更后换发的使用登记证编号（未换证时为空） */
            newRegistCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 办理流程（各环节的办理记录，按环节序号） */
            handleSteps?: components["schemas"]["HandleStep"][];
            /** @description 附件 */
            attachments?: components["schemas"]["Attachment"][];
            /** @description 创建时间 */
            createDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * UseRegistChangeForm
         * @description 使用登记变更申请的保存表单。变更项以 JSON 数组字符串提交（每项含 fieldCode、fieldName、oldValue、newValue）。
         */
        UseRegistChangeForm: {
            /** @description 申请主键（修改草稿时填写） */
            id?: string;
            /**
             * @description 变更类型：1 单位变更，2 更名变更，3 移装变更，4 改造变更，5 其他信息变更
             * @enum {string}
             */
            changeType: "1" | "2" | "3" | "4" | "5";
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 变更原因 */
            changeReason: string;
            /** @description 变更项，JSON 数组字符串：[{"fieldCode","fieldName","oldValue","newValue"}] */
            changeItems: string;
            /** @description 联系人 */
            contactPerson?: string;
            /** @description 联系电话 */
            contactPhone?: string;
        };
        /**
         * MaintenanceProjectApply
         * @description 维保项目申请（epPemMaiprojApply）：使用单位与维保单位签订维保合同后，就维保项目（单位、合同、设备、维保方式）向监管部门备案。
         */
        MaintenanceProjectApply: {
            /** @description 申请主键 */
            id: string;
            /** @description 申请编号（XM + 日期 + 序号） */
            applyNo: string;
            /** @description 维保项目名称 */
            projectName: string;
            /** @description 使用单位编号 */
            useUnitId?: string;
            /** @description 使用单位名称 */
            useUnitName?: string;
            /** @description 维保单位编号 */
            maintUnitId?: string;
            /** @description 维保单位名称 */
            maintUnitName: string;
            /** @description 维保单位统一社会信用代码 */
            maintUnitCreditCode?: string;
            /** @description 维保单位许可证编号 */
            maintLicenseNo?: string;
            /** @description 维保合同编号 */
            contractNo?: string;
            /** @description 合同开始日期 */
            contractStartDate?: components["schemas"]["DateString"];
            /** @description 合同结束日期 */
            contractEndDate?: components["schemas"]["DateString"];
            /**
             * @description 维保方式：1 清包，2 半包，3 全包
             * @enum {string}
             */
            maintMode?: "1" | "2" | "3";
            /**
             * @description 维保方式名称
             * @enum {string}
             */
            maintModeName?: "清包" | "半包" | "全包";
            /** @description 维保周期（天） */
            maintCycleDays?: number;
            /** @description 设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 维保设备台数 */
            eqpCount?: number;
            /** @description 维保的设备 */
            equList?: components["schemas"]["Equipment"][];
            /** @description 项目负责人（维保单位） */
            projectLeader?: string;
            /** @description 项目负责人电话 */
            projectLeaderPhone?: string;
            /** @description 备注 */
            remarks?: string | null;
            /** @description 申请日期 */
            applyDate?: components["schemas"]["DateString"];
            /** @description 提交时间，草稿为空 */
            commitTime?: components["schemas"]["DateTimeString"] | null;
            /**
             * @description 状态：0 草稿，1 已提交，2 审核中，3 已通过，4 已退回，5 已撤销
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "审核中" | "已通过" | "已退回" | "已撤销";
            /** @description 审核部门 */
            auditOrgName?: string | null;
            /** @description 审核时间 */
            auditTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 审核意见（退回、撤销时为原因） */
            auditOpinion?: string | null;
            /** @description 办理流程（各环节的办理记录，按环节序号） */
            handleSteps?: components["schemas"]["HandleStep"][];
            /** @description 附件 */
            attachments?: components["schemas"]["Attachment"][];
            /** @description 创建时间 */
            createDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * MaintenanceProjectApplyForm
         * @description 维保项目申请保存表单。`oidno` 可重复出现以选择多台设备。
         */
        MaintenanceProjectApplyForm: {
            /** @description 申请主键（修改草稿时填写） */
            id?: string;
            /** @description 维保项目名称 */
            projectName: string;
            /** @description 维保单位编号 */
            maintUnitId: string;
            /** @description 维保单位名称 */
            maintUnitName?: string;
            /** @description 维保合同编号 */
            contractNo: string;
            /** @description 合同开始日期 */
            contractStartDate: components["schemas"]["DateString"];
            /** @description 合同结束日期 */
            contractEndDate: components["schemas"]["DateString"];
            /**
             * @description 维保方式：1 清包，2 半包，3 全包
             * @enum {string}
             */
            maintMode: "1" | "2" | "3";
            /** @description 维保周期（天） */
            maintCycleDays?: number;
            /** @description 设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 维保设备的内部编号（可多台） */
            oidno: string[];
            /** @description 项目负责人 */
            projectLeader?: string;
            /** @description 项目负责人电话 */
            projectLeaderPhone?: string;
            /** @description 备注 */
            remarks?: string;
        };
        /**
         * MaintenancePriceApply
         * @description 维保价格申请（epPemMaipricApply）：就已申请的维保项目申报维保服务价格，按设备逐台计价。
         */
        MaintenancePriceApply: {
            /** @description 申请主键 */
            id: string;
            /** @description 申请编号（JG + 日期 + 序号） */
            applyNo: string;
            /** @description 对应的维保项目申请主键 */
            projectApplyId: string;
            /** @description 对应的维保项目申请编号 */
            projectApplyNo?: string;
            /** @description 维保项目名称 */
            projectName: string;
            /** @description 使用单位名称 */
            useUnitName?: string;
            /** @description 维保单位名称 */
            maintUnitName?: string;
            /**
             * @description 维保方式：1 清包，2 半包，3 全包
             * @enum {string}
             */
            maintMode?: "1" | "2" | "3";
            /**
             * @description 维保方式名称
             * @enum {string}
             */
            maintModeName?: "清包" | "半包" | "全包";
            /** @description 计价设备台数 */
            eqpCount?: number;
            /** @description 逐台计价明细 */
            priceItems?: {
                /** @description 设备内部编号 */
                oidno: string;
                /** @description 设备代码 */
                eqpCode: components["schemas"]["EquipmentCode"];
                /** @description 设备名称 */
                eqpName: string;
                /** @description 主要参数（层站、速度、载重） */
                spec?: string | null;
                /** @description 维保单价（元/台·月） */
                unitPrice: number;
                /** @description 计费月数 */
                months?: number;
                /** @description 金额（元） */
                amount: number;
            }[];
            /** @description 合同总价（元） */
            totalAmount: number;
            /** @description 价格生效日期 */
            effectiveDate?: components["schemas"]["DateString"];
            /** @description 价格截止日期 */
            expireDate?: components["schemas"]["DateString"];
            /** @description 付款方式 */
            paymentMethod?: string;
            /** @description 定价依据与服务内容说明 */
            pricingBasis?: string;
            /** @description 联系人 */
            contactPerson?: string;
            /** @description 联系电话 */
            contactPhone?: string;
            /** @description 申请日期 */
            applyDate?: components["schemas"]["DateString"];
            /** @description 提交时间，草稿为空 */
            commitTime?: components["schemas"]["DateTimeString"] | null;
            /**
             * @description 状态：0 草稿，1 已提交，2 审核中，3 已通过，4 已退回，5 已撤销
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "审核中" | "已通过" | "已退回" | "已撤销";
            /** @description 审核时间 */
            auditTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 审核意见 */
            auditOpinion?: string | null;
            /** @description 办理流程（各环节的办理记录，按环节序号） */
            handleSteps?: components["schemas"]["HandleStep"][];
            /** @description 附件 */
            attachments?: components["schemas"]["Attachment"][];
            /** @description 创建时间 */
            createDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * MaintenancePriceApplyForm
         * @description 维保价格申请保存表单。逐台计价明细以 JSON 数组字符串提交（每项含 oidno、unitPrice、months）。
         */
        MaintenancePriceApplyForm: {
            /** @description 申请主键（修改草稿时填写） */
            id?: string;
            /** @description 对应的维保项目申请主键 */
            projectApplyId: string;
            /** @description 逐台计价明细，JSON 数组字符串：[{"oidno","unitPrice","months"}] */
            priceItems: string;
            /** @description 合同总价（元，两位小数） */
            totalAmount: number;
            /** @description 价格生效日期 */
            effectiveDate: components["schemas"]["DateString"];
            /** @description 价格截止日期 */
            expireDate: components["schemas"]["DateString"];
            /** @description 付款方式 */
            paymentMethod?: string;
            /** @description 定价依据与服务内容说明 */
            pricingBasis?: string;
            /** @description 联系人 */
            contactPerson?: string;
            /** @description 联系电话 */
            contactPhone?: string;
        };
        /**
         * MaintenanceRecord
         * @description 一次电梯维护保养记录（weibaoDa 维保明细）：维保日期、类型、项目及结果、维保人员与使用单位签字状态。
         */
        MaintenanceRecord: {
            /** @description 维保记录主键 */
            id: string;
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 设备代码 */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 设备名称 */
            eqpName?: string;
            /** @description 设备使用地点 */
            useAddress?: string;
            /** @description 维保单位 */
            maintUnitName?: string;
            /**
             * @description 维保类型：1 半月维保，2 季度维保，3 半年维保，4 年度维保
             * @enum {string}
             */
            maintType: "1" | "2" | "3" | "4";
            /**
             * @description 维保类型名称
             * @enum {string}
             */
            maintTypeName: "半月维保" | "季度维保" | "半年维保" | "年度维保";
            /** @description 维保日期 */
            maintDate: components["schemas"]["DateString"];
            /** @description 开始时间 */
            startTime?: components["schemas"]["DateTimeString"];
            /** @description 结束时间 */
            endTime?: components["schemas"]["DateTimeString"];
            /** @description 维保人员（多人以顿号分隔） */
            maintainers?: string;
            /** @description 维保人员作业证号 */
            maintainerCertNo?: string | null;
            /** @description 维保项目及结果 */
            items: {
                /** @description 项目序号 */
                itemNo?: string;
                /** @description 维保项目（如 曳引机、制动器、门锁回路） */
                itemName: string;
                /** @description 维保基本要求 */
                itemContent?: string;
                /**
                 * @description 结果：1 正常，2 已调整，3 已更换，4 不适用
                 * @enum {string}
                 */
                result: "1" | "2" | "3" | "4";
                /**
                 * @description 结果名称
                 * @enum {string}
                 */
                resultName: "正常" | "已调整" | "已更换" | "不适用";
                /** @description 说明 */
                remark?: string | null;
            }[];
            /** @description 发现的问题及处理 */
            problemDesc?: string | null;
            /**
             * @description 使用单位签字状态：0 待签字，1 已签字
             * @enum {string}
             */
            signStatus: "0" | "1";
            /**
             * @description 签字状态名称
             * @enum {string}
             */
            signStatusName: "待签字" | "已签字";
            /** @description 使用单位签字人 */
            signPerson?: string | null;
            /** @description 签字时间 */
            signTime?: components["schemas"]["DateTimeString"] | null;
        };
        /**
         * SelfDetectionRecord
         * @description 电梯年度自行检测（自检）记录：由维保单位或使用单位按年度开展，记录检测结论与问题整改。
         */
        SelfDetectionRecord: {
            /** @description 自检记录主键 */
            id: string;
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 设备代码 */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 设备名称 */
            eqpName?: string;
            /** @description 设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 自检年度 */
            detectYear: string;
            /** @description 自检日期 */
            detectDate: components["schemas"]["DateString"];
            /** @description 自检单位 */
            detectUnitName?: string;
            /** @description 检测人员 */
            detectPerson?: string;
            /** @description 审核人员 */
            auditPerson?: string | null;
            /** @description 自检报告编号 */
            reportNo?: string;
            /**
             * @description 自检结论
             * @enum {string}
             */
            conclusion: "合格" | "不合格";
            /** @description 发现问题数 */
            problemCount?: number;
            /** @description 问题描述 */
            problemDesc?: string | null;
            /**
             * @description 整改状态：0 无需整改，1 已整改，2 整改中
             * @enum {string}
             */
            rectifyStatus?: "0" | "1" | "2";
            /**
             * @description 整改状态名称
             * @enum {string}
             */
            rectifyStatusName?: "无需整改" | "已整改" | "整改中";
            /** @description 整改完成日期 */
            rectifyDate?: components["schemas"]["DateString"] | null;
            /** @description 下次自检日期 */
            nextDetectDate?: components["schemas"]["DateString"];
            /** @description 自检报告附件编号（下载用） */
            reportAttsysid?: string | null;
            /** @description 录入时间 */
            createDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * Interaction
         * @description 企业与检验机构之间的互动留言。企业发起的留言由检验机构回复；检验机构发出的通知也在此列出。
         */
        Interaction: {
            /** @description 留言主键 */
            id: string;
            /** @description 主题 */
            subject: string;
            /** @description 内容 */
            content: string;
            /**
             * @description 业务类别：1 报检咨询，2 检验报告，3 收费发票，4 其他
             * @enum {string}
             */
            bizType?: "1" | "2" | "3" | "4";
            /**
             * @description 业务类别名称
             * @enum {string}
             */
            bizTypeName?: "报检咨询" | "检验报告" | "收费发票" | "其他";
            /** @description 关联业务编号（如报告编号、报检流水号、发票号码） */
            relatedNo?: string | null;
            /**
             * @description 发送方：1 企业，2 检验机构
             * @enum {string}
             */
            senderType: "1" | "2";
            /**
             * @description 发送方名称
             * @enum {string}
             */
            senderTypeName?: "企业" | "检验机构";
            /** @description 发送人 */
            senderName: string;
            /** @description 发送单位 */
            senderUnitName?: string;
            /** @description 接收单位 */
            receiverUnitName?: string;
            /** @description 发送时间 */
            sendTime: components["schemas"]["DateTimeString"];
            /**
             * @description 阅读状态（对接收方）：0 未读，1 已读
             * @enum {string}
             */
            readStatus?: "0" | "1";
            /**
             * @description 阅读状态名称
             * @enum {string}
             */
            readStatusName?: "未读" | "已读";
            /**
             * @description 回复状态：0 未回复，1 已回复
             * @enum {string}
             */
            replyStatus: "0" | "1";
            /**
             * @description 回复状态名称
             * @enum {string}
             */
            replyStatusName: "未回复" | "已回复";
            /** @description 最近回复时间 */
            lastReplyTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 回复（按时间先后） */
            replies?: {
                /** @description 回复主键 */
                id: string;
                /** @description 回复内容 */
                content: string;
                /** @description 回复人 */
                replierName: string;
                /** @description 回复单位 */
                replierUnitName?: string;
                /** @description 回复时间 */
                replyTime: components["schemas"]["DateTimeString"];
            }[];
            /** @description 附件 */
            attachments?: components["schemas"]["Attachment"][];
        };
        /**
         * InteractionForm
         * @description 发送留言或回复的表单：不带 parentId 时为新留言（subject、content 必填）；带 parentId 时为对该留言的回复（content 必填）。
         */
        InteractionForm: {
            /** @description 留言主键（修改未读留言时填写） */
            id?: string;
            /** @description 被回复的留言主键（回复时填写） */
            parentId?: string;
            /** @description 主题（新留言必填） */
            subject?: string;
            /** @description 内容 */
            content: string;
            /**
             * @description 业务类别：1 报检咨询，2 检验报告，3 收费发票，4 其他
             * @enum {string}
             */
            bizType?: "1" | "2" | "3" | "4";
            /** @description 关联业务编号 */
            relatedNo?: string;
            /** @description 接收单位（缺省为属地检验机构） */
            receiverUnitName?: string;
        };
        /**
         * RescueRecord
         * @description 电梯等设备的困人救援登记：报警、到场、救援完成时间，被困人数，原因与救援单位。
         */
        RescueRecord: {
            /** @description 救援记录主键 */
            id: string;
            /** @description 救援登记编号（JY + 日期 + 序号） */
            rescueNo: string;
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 设备代码 */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 设备名称 */
            eqpName?: string;
            /** @description 设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 使用单位 */
            useUnitName?: string;
            /** @description 设备使用地点 */
            useAddress?: string;
            /** @description 被困人数 */
            trappedCount: number;
            /** @description 受伤人数 */
            injuredCount?: number;
            /** @description 报警时间 */
            alarmTime: components["schemas"]["DateTimeString"];
            /** @description 报警来源（如 96333应急救援平台、电梯五方通话、现场电话） */
            alarmSource?: string;
            /** @description 救援人员到场时间 */
            arrivalTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 到场用时（分钟） */
            arrivalMinutes?: number | null;
            /** @description 救援完成时间（被困人员全部解救） */
            finishTime?: components["schemas"]["DateTimeString"] | null;
            /**
             * @description 困人原因类别：1 停电，2 设备故障，3 人为因素，4 外部因素，5 其他
             * @enum {string}
             */
            causeType?: "1" | "2" | "3" | "4" | "5";
            /**
             * @description 原因类别名称
             * @enum {string}
             */
            causeTypeName?: "停电" | "设备故障" | "人为因素" | "外部因素" | "其他";
            /** @description 困人原因 */
            cause?: string;
            /** @description 救援单位 */
            rescueUnitName?: string;
            /** @description 救援人员（多人以顿号分隔） */
            rescuers?: string;
            /** @description 救援经过 */
            process?: string | null;
            /** @description 登记人 */
            recordPerson?: string;
            /** @description 登记时间 */
            createDate?: components["schemas"]["DateTimeString"];
            /** @description 附件 */
            attachments?: components["schemas"]["Attachment"][];
        };
        /**
         * RescueRecordForm
         * @description 救援登记保存表单
         */
        RescueRecordForm: {
            /** @description 救援记录主键（修改时填写） */
            id?: string;
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 被困人数 */
            trappedCount: number;
            /** @description 受伤人数 */
            injuredCount?: number;
            /** @description 报警时间 */
            alarmTime: components["schemas"]["DateTimeString"];
            /** @description 报警来源 */
            alarmSource?: string;
            /** @description 救援人员到场时间 */
            arrivalTime?: components["schemas"]["DateTimeString"];
            /** @description 救援完成时间 */
            finishTime?: components["schemas"]["DateTimeString"];
            /**
             * @description 困人原因类别：1 停电，2 设备故障，3 人为因素，4 外部因素，5 其他
             * @enum {string}
             */
            causeType: "1" | "2" | "3" | "4" | "5";
            /** @description 困人原因 */
            cause: string;
            /** @description 救援单位 */
            rescueUnitName: string;
            /** @description 救援人员 */
            rescuers?: string;
            /** @description 救援经过 */
            process?: string;
        };
        /**
         * FaultRecord
         * @description 设备故障登记：故障时间、现象、原因、处理措施与恢复运行时间。
         */
        FaultRecord: {
            /** @description 故障记录主键 */
            id: string;
            /** @description 故障登记编号（GZ + 日期 + 序号） */
            faultNo: string;
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 设备代码 */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 设备名称 */
            eqpName?: string;
            /** @description 设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 使用单位 */
            useUnitName?: string;
            /** @description 设备使用地点 */
            useAddress?: string;
            /** @description 故障发生时间 */
            faultTime: components["schemas"]["DateTimeString"];
            /** @description 故障类别（如 门系统故障、给水系统故障、制动系统故障） */
            faultCategory?: string | null;
            /** @description 故障现象 */
            phenomenon: string;
            /** @description 故障原因 */
            cause?: string | null;
            /** @description 处理措施 */
            handling?: string | null;
            /** @description 处理单位 */
            handlerUnitName?: string | null;
            /** @description 处理人 */
            handler?: string | null;
            /** @description 恢复运行时间 */
            recoveryTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 停机时长（小时，保留两位小数） */
            downtimeHours?: number | null;
            /** @description 是否造成困人 */
            trapped?: boolean;
            /** @description 关联的救援记录主键（造成困人时） */
            rescueId?: string | null;
            /** @description 登记人 */
            recordPerson?: string;
            /** @description 登记时间 */
            createDate?: components["schemas"]["DateTimeString"];
            /** @description 附件 */
            attachments?: components["schemas"]["Attachment"][];
        };
        /**
         * FaultRecordForm
         * @description 故障登记保存表单
         */
        FaultRecordForm: {
            /** @description 故障记录主键（修改时填写） */
            id?: string;
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 故障发生时间 */
            faultTime: components["schemas"]["DateTimeString"];
            /** @description 故障类别 */
            faultCategory?: string;
            /** @description 故障现象 */
            phenomenon: string;
            /** @description 故障原因 */
            cause?: string;
            /** @description 处理措施 */
            handling?: string;
            /** @description 处理单位 */
            handlerUnitName?: string;
            /** @description 处理人 */
            handler?: string;
            /** @description 恢复运行时间 */
            recoveryTime?: components["schemas"]["DateTimeString"];
            /** @description 是否造成困人 */
            trapped?: boolean;
            /** @description 关联的救援记录主键 */
            rescueId?: string;
        };
        /**
         * MaintenanceUnit
         * @description 维保单位（电梯等设备的维护保养单位）：资质许可、联系方式与维保设备数量。
         */
        MaintenanceUnit: {
            /** @description 维保单位编号 */
            id: string;
            /** @description 单位名称 */
            unitName: string;
            /** @description 统一社会信用代码 */
            creditCode: string;
            /** @description 法定代表人 */
            legalPerson?: string | null;
            /** @description 许可证编号 */
            licenseNo: string;
            /** @description 许可项目及范围 */
            licenseScope?: string | null;
            /** @description 许可证有效期至 */
            licenseExpiry: components["schemas"]["DateString"];
            /**
             * @description 许可状态：1 有效，2 即将到期（90 天内），3 已过期
             * @enum {string}
             */
            licenseStatus?: "1" | "2" | "3";
            /**
             * @description 许可状态名称
             * @enum {string}
             */
            licenseStatusName?: "有效" | "即将到期" | "已过期";
            /** @description 联系人 */
            contactPerson?: string;
            /** @description 联系电话 */
            contactPhone?: string;
            /** @description 24 小时应急救援电话 */
            emergencyPhone?: string | null;
            /** @description 所在区县代码 */
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 所在区县 */
            areaName?: string;
            /** @description 单位地址 */
            address?: string;
            /** @description 维保设备数量（台） */
            maintEqpCount?: number;
            /** @description 持证维保人员数 */
            maintStaffCount?: number | null;
            /** @description 信息更新时间 */
            updateDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * CheckItem
         * @description 安全检查项目。作为检查项目模板（inspectionItems）时结果为空；在检查记录中带结果。
         */
        CheckItem: {
            /** @description 检查项目编号 */
            itemId: string;
            /** @description 适用的设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 项目序号 */
            itemNo: string;
            /** @description 检查项目 */
            itemName: string;
            /** @description 检查内容与要求 */
            itemContent?: string;
            /**
             * @description 检查周期：1 每日，2 每月
             * @enum {string}
             */
            checkCycle?: "1" | "2";
            /**
             * @description 检查结果：1 正常，2 异常，3 不适用；模板中为空
             * @enum {string|null}
             */
            result?: "1" | "2" | "3" | null;
            /**
             * @description 检查结果名称
             * @enum {string|null}
             */
            resultName?: "正常" | "异常" | "不适用" | null;
            /** @description 情况说明 */
            remark?: string | null;
        };
        /**
         * CheckRecord
         * @description 使用单位对设备开展的日常、月度安全检查记录（check-record 页面）。
         */
        CheckRecord: {
            /** @description 检查记录主键 */
            id: string;
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 设备代码 */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 设备名称 */
            eqpName?: string;
            /** @description 设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 使用单位 */
            useUnitName?: string;
            /** @description 设备使用地点 */
            useAddress?: string;
            /**
             * @description 检查类型：1 日常检查，2 月度检查
             * @enum {string}
             */
            checkType: "1" | "2";
            /**
             * @description 检查类型名称
             * @enum {string}
             */
            checkTypeName: "日常检查" | "月度检查";
            /** @description 检查日期 */
            checkDate: components["schemas"]["DateString"];
            /** @description 检查人 */
            checkerName: string;
            /** @description 检查人安全管理人员证书编号 */
            checkerCertNo?: string | null;
            /** @description 检查项目数 */
            itemCount?: number;
            /** @description 异常项目数 */
            abnormalCount?: number;
            /** @description 检查项目及结果 */
            items?: components["schemas"]["CheckItem"][];
            /**
             * @description 检查结论：1 正常，2 发现问题
             * @enum {string}
             */
            conclusion: "1" | "2";
            /**
             * @description 检查结论名称
             * @enum {string}
             */
            conclusionName: "正常" | "发现问题";
            /** @description 发现的问题 */
            problemDesc?: string | null;
            /** @description 整改措施 */
            rectifyMeasures?: string | null;
            /**
             * @description 整改状态：0 无需整改，1 已整改，2 整改中
             * @enum {string}
             */
            rectifyStatus?: "0" | "1" | "2";
            /**
             * @description 整改状态名称
             * @enum {string}
             */
            rectifyStatusName?: "无需整改" | "已整改" | "整改中";
            /** @description 整改完成日期 */
            rectifyDate?: components["schemas"]["DateString"] | null;
            /** @description 录入时间 */
            createDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * UseRegistSet
         * @description 按套（如一套压力管道、成套装置）或按单位（如本单位的全部场（厂）内专用机动车辆）办理的使用登记，一张使用登记证对应多台（条）设备。
         */
        UseRegistSet: {
            /** @description 登记记录主键 */
            id: string;
            /**
             * @description 登记方式：1 按套登记，2 按单位登记
             * @enum {string}
             */
            registMode: "1" | "2";
            /**
             * @description 登记方式名称
             * @enum {string}
             */
            registModeName: "按套登记" | "按单位登记";
            /** @description 登记名称（套名称或单位设备总称） */
            setName: string;
            /** @description 使用登记证编号 */
            registCode: components["schemas"]["RegistrationCode"];
            /** @description 使用单位 */
            useUnitName?: string;
            /** @description 使用单位统一社会信用代码 */
            useUnitCreditCode?: string;
            /** @description 设备类别 */
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 设备品种代码 */
            eqpVarietyCode?: string;
            /** @description 设备品种名称 */
            eqpVarietyName?: string;
            /** @description 包含的设备台（条）数 */
            eqpCount: number;
            /** @description 管道总长度（米，压力管道填写） */
            totalLength?: number | null;
            /** @description 使用地点 */
            useAddress?: string;
            /** @description 所在区县代码 */
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 所在区县 */
            areaName?: string;
            /** @description 登记日期 */
            registDate?: components["schemas"]["DateString"];
            /** @description 登记机关 */
            regOrgName?: string;
            /** @description 安全管理员 */
            safetyManager?: string | null;
            /** @description 安全管理员电话 */
            safetyManagerPhone?: string | null;
            /**
             * @description 使用状态：1 在用，2 停用，3 报废，4 注销
             * @enum {string}
             */
            useStatus: "1" | "2" | "3" | "4";
            /**
             * @description 使用状态名称
             * @enum {string}
             */
            useStatusName: "在用" | "停用" | "报废" | "注销";
            /** @description 登记包含的设备 */
            equList?: components["schemas"]["Equipment"][];
            /** @description 附件 */
            attachments?: components["schemas"]["Attachment"][];
            /** @description 备注 */
            remarks?: string | null;
            /** @description 最后更新时间 */
            updateDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * SafetyPersonCert
         * @description 安全管理人员证书（特种设备安全管理人员证），即 safemgepercert 记录
         */
        SafetyPersonCert: {
            /** @description 证书记录主键 */
            id: string;
            /** @description 所属安全管理人员主键 */
            personId: string;
            /** @description 持证人姓名 */
            personName?: string;
            /** @description 持证人公民身份号码（18 位，末位可为 X） */
            idCard?: string;
            /**
             * @description 证书类别代码：A 特种设备安全管理
             * @example A
             */
            certType: string;
            /** @description 证书类别名称，如 特种设备安全管理人员证 */
            certTypeName: string;
            /** @description 证书编号（TS + 持证人身份证号） */
            certNo: string;
            /** @description 发证机关，如 宁波市市场监督管理局 */
            issueOrg?: string;
            /** @description 发证日期 */
            issueDate?: components["schemas"]["DateString"];
            /** @description 有效期至（发证后 4 年） */
            expireDate?: components["schemas"]["DateString"];
            /**
             * @description 证书状态：1 有效，2 即将到期（90 天内到期），3 已过期
             * @enum {string}
             */
            certStatus: "1" | "2" | "3";
            /**
             * @description 证书状态名称
             * @enum {string}
             */
            certStatusName: "有效" | "即将到期" | "已过期";
            /** @description 备注 */
            remarks?: string | null;
            /** @description 证书扫描件等附件（详情返回） */
            attachments?: components["schemas"]["Attachment"][];
            /** @description 创建时间 */
            createDate?: components["schemas"]["DateTimeString"];
            /** @description 最后修改时间 */
            updateDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * BoundEquipment
         * @description 与安全管理人员绑定的设备（该人员负责其安全管理的设备）
         */
        BoundEquipment: {
            /** @description 设备唯一编号 */
            oidno: string;
            /** @description 设备代码（18 位） */
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 设备名称 */
            eqpName: string;
            /** @description 使用登记证编号（20 位），未登记时为空 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 设备类别 */
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 设备品种名称 */
            eqpVarietyName?: string | null;
            /** @description 设备使用地点 */
            useAddress?: string | null;
            /** @description 单位内部编号 */
            internalNo?: string | null;
            /** @description 绑定的安全管理人员主键 */
            personId?: string;
            /** @description 绑定的安全管理人员姓名 */
            personName?: string;
            /** @description 绑定日期 */
            bindDate?: components["schemas"]["DateString"] | null;
        };
        /**
         * SafetyPerson
         * @description 使用单位的特种设备安全管理人员（主要负责人、安全总监、安全管理员），即 epsafemgeperson 记录。详情另带证书与绑定设备。
         */
        SafetyPerson: {
            /** @description 人员主键 */
            id: string;
            /** @description 姓名 */
            name: string;
            /** @description 公民身份号码（18 位，末位可为 X） */
            idCard: string;
            /**
             * @description 性别：1 男，2 女
             * @enum {string}
             */
            sex?: "1" | "2";
            /**
             * @description 性别名称
             * @enum {string}
             */
            sexName?: "男" | "女";
            /** @description 手机号码 */
            mobile: string;
            /**
             * @description 岗位：1 安全管理员，2 安全总监，3 主要负责人
             * @enum {string}
             */
            post: "1" | "2" | "3";
            /**
             * @description 岗位名称
             * @enum {string}
             */
            postName: "安全管理员" | "安全总监" | "主要负责人";
            /** @description 任命日期 */
            appointDate?: components["schemas"]["DateString"] | null;
            /** @description 安全管理人员证书编号，未取证时为空 */
            certNo?: string | null;
            /** @description 证书有效期至，未取证时为空 */
            certExpireDate?: components["schemas"]["DateString"] | null;
            /**
             * @description 持证状态：0 未取证，1 有效，2 即将到期（90 天内到期），3 已过期
             * @enum {string}
             */
            certStatus: "0" | "1" | "2" | "3";
            /**
             * @description 持证状态名称
             * @enum {string}
             */
            certStatusName: "未取证" | "有效" | "即将到期" | "已过期";
            /** @description 负责的设备类别 */
            equclacodes?: components["schemas"]["EquipmentTypeCode"][];
            /** @description 负责的设备类别名称（顿号分隔） */
            equclanames?: string | null;
            /** @description 已绑定的设备台数 */
            boundEqpCount?: number;
            /** @description 所属使用单位编号 */
            unitId?: string;
            /** @description 所属使用单位名称 */
            unitName?: string;
            /** @description 备注 */
            remarks?: string | null;
            /** @description 创建时间 */
            createDate?: components["schemas"]["DateTimeString"];
            /** @description 最后修改时间 */
            updateDate?: components["schemas"]["DateTimeString"];
            /** @description 证书列表（详情返回） */
            certList?: components["schemas"]["SafetyPersonCert"][];
            /** @description 已绑定的设备（详情返回） */
            boundEquList?: components["schemas"]["BoundEquipment"][];
        };
        /**
         * BindingCheck
         * @description 安全管理人员与设备绑定关系能否变更的校验结果
         */
        BindingCheck: {
            /** @description 是否允许变更（解除或重新绑定） */
            allowed: boolean;
            /** @description 不允许时的原因；允许时为空 */
            reason?: string | null;
            /** @description 该人员当前绑定的设备台数 */
            boundEqpCount?: number;
            /** @description 绑定设备中正在办理业务（使用登记、变更、停用等流程中）的台数 */
            inFlowEqpCount?: number;
        };
        /**
         * OperatorQualification
         * @description 作业人员资格证（特种设备作业人员证）中的一个作业项目。同一持证人的各项目共用一个证书编号。
         */
        OperatorQualification: {
            /** @description 资格证记录主键 */
            id: string;
            /** @description 所属作业人员主键 */
            operatorId: string;
            /** @description 持证人姓名 */
            operatorName?: string;
            /** @description 持证人公民身份号码 */
            idCard?: string;
            /** @description 证书编号（TS + 持证人身份证号），如 TS330212198504120030 */
            certNo: string;
            /**
             * @description 作业项目代码：G1 工业锅炉司炉，G2 电站锅炉司炉，G3 锅炉水处理，R1 快开门式压力容器操作，
             *     R2 移动式压力容器充装，P 气瓶充装，T 电梯修理，Q1 起重机指挥，Q2 起重机司机，N1 叉车司机，
             *     N2 观光车和观光列车司机，Y1 大型游乐设施修理，Y2 大型游乐设施操作，S1 客运索道修理，S2 客运索道司机
             */
            workType: string;
            /** @description 作业项目名称 */
            workTypeName: string;
            /** @description 发证（取证）日期 */
            issueDate: components["schemas"]["DateString"];
            /** @description 有效期至（4 年，复审合格后顺延） */
            expireDate: components["schemas"]["DateString"];
            /** @description 最近一次复审日期，未复审过时为空 */
            reviewDate?: components["schemas"]["DateString"] | null;
            /** @description 发证机关，如 宁波市市场监督管理局 */
            issueOrg?: string;
            /**
             * @description 证书状态：1 有效，2 即将到期（90 天内到期），3 已过期
             * @enum {string}
             */
            certStatus: "1" | "2" | "3";
            /**
             * @description 证书状态名称
             * @enum {string}
             */
            certStatusName: "有效" | "即将到期" | "已过期";
            /** @description 备注 */
            remarks?: string | null;
            /** @description 创建时间 */
            createDate?: components["schemas"]["DateTimeString"];
            /** @description 最后修改时间 */
            updateDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * Operator
         * @description 特种设备作业人员（workPerson 页面）。列表中的作业项目与证书状态取其各资格证中最早到期的一项，详情另带资格证列表。
         */
        Operator: {
            /** @description 作业人员主键 */
            id: string;
            /** @description 姓名 */
            name: string;
            /**
             * @description 性别：1 男，2 女
             * @enum {string}
             */
            sex?: "1" | "2";
            /**
             * @description 性别名称
             * @enum {string}
             */
            sexName?: "男" | "女";
            /** @description 公民身份号码（18 位，末位可为 X） */
            idCard: string;
            /** @description 出生日期（由身份证号得出） */
            birthDate?: components["schemas"]["DateString"];
            /** @description 手机号码 */
            mobile?: string | null;
            /** @description 文化程度，如 高中、中专、大专、本科 */
            education?: string | null;
            /** @description 联系地址 */
            address?: string | null;
            /** @description 持证作业项目代码（逗号分隔），如 Q1,Q2 */
            workTypes?: string | null;
            /** @description 持证作业项目名称（顿号分隔） */
            workTypeNames?: string | null;
            /** @description 作业人员证书编号 */
            certNo?: string | null;
            /** @description 最早到期的资格证有效期至 */
            expireDate?: components["schemas"]["DateString"] | null;
            /**
             * @description 证书状态：1 有效，2 即将到期（90 天内到期），3 已过期
             * @enum {string}
             */
            certStatus: "1" | "2" | "3";
            /**
             * @description 证书状态名称
             * @enum {string}
             */
            certStatusName: "有效" | "即将到期" | "已过期";
            /**
             * @description 聘用状态：0 未聘用，1 在聘
             * @enum {string}
             */
            employStatus?: "0" | "1";
            /**
             * @description 聘用状态名称
             * @enum {string}
             */
            employStatusName?: "未聘用" | "在聘";
            /** @description 聘用单位编号 */
            unitId?: string | null;
            /** @description 聘用单位名称 */
            unitName?: string | null;
            /** @description 聘用岗位 */
            post?: string | null;
            /** @description 聘用日期 */
            employDate?: components["schemas"]["DateString"] | null;
            /** @description 资格证（作业项目）数量 */
            qualificationCount?: number;
            /** @description 备注 */
            remarks?: string | null;
            /** @description 创建时间 */
            createDate?: components["schemas"]["DateTimeString"];
            /** @description 最后修改时间 */
            updateDate?: components["schemas"]["DateTimeString"];
            /** @description 资格证列表（详情返回） */
            qualificationList?: components["schemas"]["OperatorQualification"][];
        };
        /**
         * OperatorOverview
         * @description 本单位作业人员概览：人数与资格证按作业项目、按证书状态的统计
         */
        OperatorOverview: {
            /** @description 在聘作业人员人数 */
            operatorCount: number;
            /** @description 资格证（作业项目）总数 */
            qualificationCount: number;
            /** @description 有效资格证数 */
            validCount?: number;
            /** @description 即将到期（90 天内）资格证数 */
            expiringCount?: number;
            /** @description 已过期资格证数 */
            expiredCount?: number;
            /** @description 按作业项目统计 */
            byWorkType: {
                /** @description 作业项目代码 */
                workType: string;
                /** @description 作业项目名称 */
                workTypeName: string;
                /** @description 资格证数 */
                count: number;
                /** @description 其中有效数 */
                validCount?: number;
                /** @description 其中即将到期数 */
                expiringCount?: number;
                /** @description 其中已过期数 */
                expiredCount?: number;
            }[];
            /** @description 按证书状态统计 */
            byCertStatus: {
                /**
                 * @description 证书状态：1 有效，2 即将到期，3 已过期
                 * @enum {string}
                 */
                certStatus: "1" | "2" | "3";
                /**
                 * @description 证书状态名称
                 * @enum {string}
                 */
                certStatusName: "有效" | "即将到期" | "已过期";
                /** @description 资格证数 */
                count: number;
            }[];
        };
        /**
         * Employment
         * @description 作业人员聘用记录（worapply）：使用单位对持证作业人员的聘用申请、在聘与解聘。
         */
        Employment: {
            /** @description 聘用记录主键 */
            id: string;
            /** @description 作业人员主键 */
            operatorId: string;
            /** @description 作业人员姓名 */
            operatorName: string;
            /**
             * @description 性别
             * @enum {string|null}
             */
            sexName?: "男" | "女" | null;
            /** @description 公民身份号码 */
            idCard: string;
            /** @description 手机号码 */
            mobile?: string | null;
            /** @description 作业人员证书编号 */
            certNo?: string | null;
            /** @description 持证作业项目代码（逗号分隔） */
            workTypes?: string | null;
            /** @description 持证作业项目名称（顿号分隔） */
            workTypeNames?: string | null;
            /** @description 资格证有效期至（最早到期的一项） */
            certExpireDate?: components["schemas"]["DateString"] | null;
            /** @description 聘用单位编号 */
            unitId?: string;
            /** @description 聘用单位名称 */
            unitName?: string;
            /** @description 聘用岗位，如 司炉工、叉车司机 */
            post?: string | null;
            /** @description 聘用申请日期 */
            applyDate?: components["schemas"]["DateString"] | null;
            /** @description 聘用日期 */
            employDate?: components["schemas"]["DateString"] | null;
            /** @description 解聘日期，未解聘时为空 */
            dismissDate?: components["schemas"]["DateString"] | null;
            /** @description 解聘原因 */
            dismissReason?: string | null;
            /**
             * @description 状态：0 待确认，1 在聘，2 已解聘，3 已拒绝
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "待确认" | "在聘" | "已解聘" | "已拒绝";
            /** @description 经办人 */
            handlerName?: string | null;
            /** @description 备注 */
            remarks?: string | null;
            /** @description 创建时间 */
            createDate?: components["schemas"]["DateTimeString"];
            /** @description 最后修改时间 */
            updateDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * EqmBcwBasic
         * @description 使用登记基础档案（eqmBcwBasic）的列表字段。一条档案对应一次使用登记申请：按台（套）登记时可含同一类别的多台设备，
         *     按单位登记（压力管道等）时以单位为整体办理。`eqpCode`、`eqpName` 为首台设备（或管道）的信息。
         */
        EqmBcwBasic: {
            /** @description 档案主键 */
            id: string;
            /** @description 申请编号（SYDJ + 申请日期 yyyyMMdd + 5 位序号） */
            applyNo: string;
            /**
             * @description 登记方式：1 按台（套）登记，2 按单位登记
             * @enum {string}
             */
            registMode: "1" | "2";
            /**
             * @description 登记方式名称
             * @enum {string}
             */
            registModeName: "按台（套）登记" | "按单位登记";
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname: string;
            /** @description 首台设备的设备代码 */
            eqpCode?: components["schemas"]["EquipmentCode"] | null;
            /** @description 设备名称（多台时为“首台名称等 N 台”） */
            eqpName?: string | null;
            /** @description 设备台（套）数 */
            eqpCount: number;
            /** @description 使用单位 */
            useUnitName: string;
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 设备所在区县 */
            areaName?: string | null;
            /** @description 设备使用地点 */
            useAddress?: string | null;
            /** @description 申请日期（提交日期，草稿为空） */
            applyDate?: components["schemas"]["DateString"] | null;
            /** @description 受理日期 */
            acceptDate?: components["schemas"]["DateString"] | null;
            /** @description 办结日期 */
            finishDate?: components["schemas"]["DateString"] | null;
            /** @description 登记机关（如 宁波市市场监督管理局鄞州分局） */
            registOrgName?: string | null;
            /** @description 核发的使用登记证编号（办结后才有，多台时为首台） */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /**
             * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回，5 已注销
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4" | "5";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回" | "已注销";
        };
        /**
         * AuditOpinion
         * @description 使用登记基础档案（eqmBcwBasic）的一条办理意见：提交、受理、审核、退回等已发生的处理记录。
         */
        AuditOpinion: {
            /** @description 意见记录主键 */
            id: string;
            /** @description 办理环节（申请提交、受理、审核、审批、办结） */
            stepName: string;
            /** @description 处理人 */
            handler: string;
            /** @description 处理单位 */
            handleOrg?: string | null;
            /**
             * @description 处理结果：0 提交，1 同意，2 退回
             * @enum {string}
             */
            result: "0" | "1" | "2";
            /**
             * @description 处理结果名称
             * @enum {string}
             */
            resultName: "提交" | "同意" | "退回";
            /** @description 处理意见 */
            opinion?: string | null;
            handleTime: components["schemas"]["DateTimeString"];
        };
        /**
         * EqmBcwBasicDetail
         * @description 使用登记基础档案详情：列表字段，加上使用单位信息、设备清单、办理意见与附件编号。
         */
        EqmBcwBasicDetail: components["schemas"]["EqmBcwBasic"] & {
            /** @description 使用单位编号 */
            useUnitId: string;
            /** @description 使用单位统一社会信用代码 */
            creditCode?: string | null;
            /** @description 使用单位地址 */
            useUnitAddress?: string | null;
            /** @description 使用单位邮政编码 */
            postalCode?: string | null;
            /** @description 法定代表人 */
            legalPerson?: string | null;
            /** @description 安全管理员 */
            safetyManager?: string | null;
            /** @description 安全管理员电话 */
            safetyManagerPhone?: string | null;
            /** @description 单位固定电话 */
            contactPhone?: string | null;
            /** @description 产权单位（与使用单位不同时填写） */
            propertyUnitName?: string | null;
            /** @description 备注 */
            remarks?: string | null;
            /** @description 登记的设备清单 */
            equipmentList: components["schemas"]["Equipment"][];
            /** @description 办理意见（按时间先后） */
            opinions: components["schemas"]["AuditOpinion"][];
            /** @description 附件关联编号（上传、查询附件用，一般与档案主键相同） */
            attrefsysid: string;
            /** @description 已上传附件的编号 */
            attsysids: string[];
            /** @description 填报人 */
            createBy?: string | null;
            /** @description 填报时间 */
            createDate?: components["schemas"]["DateTimeString"] | null;
        };
        /**
         * ImportSummary
         * @description Excel 导入结果（通用）：总行数、成功数、失败数与逐行错误
         */
        ImportSummary: {
            /** @description 读取到的数据行数 */
            total: number;
            /** @description 导入成功行数 */
            success: number;
            /** @description 导入失败行数 */
            failed: number;
            /** @description 失败行的原因（全部成功时为空数组） */
            errors: {
                /** @description Excel 中的行号（含表头，从 1 开始） */
                row: number;
                /** @description 出错的列名（可为空） */
                field?: string | null;
                /** @description 错误原因 */
                message: string;
            }[];
        };
        /**
         * CancellationNotice
         * @description 使用登记注销告知书（登记机关办结注销后出具，可打印）。
         */
        CancellationNotice: {
            /** @description 使用登记基础档案主键 */
            id: string;
            /** @description 告知书文号 */
            noticeNo: string;
            /** @description 使用登记申请编号 */
            applyNo: string;
            /** @description 使用单位 */
            useUnitName: string;
            /** @description 使用单位统一社会信用代码 */
            creditCode?: string | null;
            /** @description 设备类别 */
            equclaname?: string | null;
            /** @description 设备代码 */
            eqpCode?: components["schemas"]["EquipmentCode"] | null;
            /** @description 设备名称 */
            eqpName?: string | null;
            registCode: components["schemas"]["RegistrationCode"];
            /** @description 设备使用地点 */
            useAddress?: string | null;
            /** @description 注销原因 */
            cancelReason?: string;
            cancelDate: components["schemas"]["DateString"];
            /** @description 使用登记证是否已交回 */
            certReturned?: boolean;
            /** @description 登记机关 */
            registOrgName: string;
            /** @description 经办人 */
            handler?: string | null;
            /** @description 告知书正文 */
            noticeContent?: string;
            issueDate?: components["schemas"]["DateString"];
        };
        /**
         * UnitChangeRecord
         * @description 单位信息变更记录（单位信息维护 → 变更记录）：变更的字段及新旧值、审核状态与意见。
         */
        UnitChangeRecord: {
            /** @description 变更申请主键 */
            id: string;
            /** @description 单位编号 */
            unitId?: string;
            /** @description 变更的字段 */
            changeItems: {
                /** @description 字段标识（如 orgname、address、legalPerson） */
                field: string;
                /** @description 字段中文名称 */
                fieldName: string;
                /** @description 变更前的值 */
                oldValue?: string | null;
                /** @description 变更后的值 */
                newValue: string;
            }[];
            /** @description 变更原因 */
            changeReason?: string | null;
            /** @description 申请人 */
            applicant?: string | null;
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
            /** @description 审核人 */
            auditor?: string | null;
            /** @description 审核意见 */
            auditOpinion?: string | null;
            /** @description 审核时间 */
            auditTime?: components["schemas"]["DateTimeString"] | null;
            /** @description 随申请上传的营业执照附件编号 */
            licenceAttsysid?: string | null;
        };
        /**
         * InspectionOrg
         * @description 检验机构（特种设备检验检测机构）基本信息。
         */
        InspectionOrg: {
            /** @description 机构编号 */
            id: string;
            /** @description 机构名称 */
            orgName: string;
            /** @description 统一社会信用代码 */
            creditCode?: string | null;
            /** @description 特种设备检验检测机构核准证编号 */
            approvalNo?: string | null;
            /** @description 核准证有效期至 */
            approvalExpireDate?: components["schemas"]["DateString"] | null;
            /** @description 机构类别（如 综合检验机构（甲类）） */
            orgCategory?: string | null;
            /** @description 核准的检验设备类别 */
            inspScope?: components["schemas"]["EquipmentTypeCode"][];
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 所在区县 */
            areaName?: string | null;
            /** @description 机构地址 */
            address?: string | null;
            /** @description 联系人 */
            contactPerson?: string | null;
            /** @description 联系电话 */
            contactPhone?: string | null;
            /** @description 当前用户所在部门（仅“当前用户所属检验机构”接口返回，其他为空） */
            deptName?: string | null;
        };
        /**
         * UnitDetail
         * @description 单位完整信息（单位信息维护页）。在 UnitInfo 的基础上增加单位类型代码、经营与安全管理信息、营业执照附件和待审核变更标记。
         *     单位名称、统一社会信用代码、法定代表人与地址的修改须通过变更申请（changeUnit）经审核后生效。
         */
        UnitDetail: components["schemas"]["UnitInfo"] & {
            /**
             * @description 单位类型代码：1 使用单位，2 维保单位，3 安装改造修理单位，4 制造单位
             * @enum {string}
             */
            unitTypeCode: "1" | "2" | "3" | "4";
            /** @description 单位性质（如 有限责任公司、股份有限公司、国有企业） */
            unitNature?: string | null;
            /** @description 所属行业 */
            industry?: string | null;
            /** @description 成立日期 */
            establishDate?: components["schemas"]["DateString"] | null;
            /** @description 固定资产（万元，正整数） */
            fixedAssets?: number | null;
            /** @description 职工人数 */
            employeeCount?: number | null;
            /** @description 单位固定电话 */
            phone?: string | null;
            /** @description 传真 */
            fax?: string | null;
            /** @description 安全总监 */
            safetyDirector?: string | null;
            /** @description 安全总监手机号码 */
            safetyDirectorPhone?: string | null;
            /** @description 经营范围 */
            businessScope?: string | null;
            /** @description 附件关联编号（营业执照等） */
            attrefsysid?: string | null;
            /** @description 单位附件（营业执照等） */
            attachments?: components["schemas"]["Attachment"][];
            /** @description 是否有待审核的单位信息变更申请（有则不能再次申请） */
            hasPendingChange: boolean;
            /** @description 最近更新时间 */
            updateDate?: components["schemas"]["DateTimeString"] | null;
        };
        /**
         * UnitEquipmentStat
         * @description 单位设备按类别统计的一行（单位信息页的设备概况）。
         */
        UnitEquipmentStat: {
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname: string;
            /** @description 设备总数 */
            total: number;
            /** @description 在用数 */
            inUse?: number;
            /** @description 停用数 */
            stopped?: number;
            /** @description 未办理使用登记数 */
            unregistered?: number;
            /** @description 报废数 */
            scrapped?: number;
            /** @description 注销数 */
            cancelled?: number;
            /** @description 30 天内到期待检数 */
            aboutExpire?: number;
            /** @description 超期未检数 */
            overdue?: number;
        };
        /**
         * UseManageRecord
         * @description 使用管理业务记录（使用登记的变更类业务：改造变更、移装变更、单位变更、更名变更、达到设计使用年限继续使用）。
         *     列表中 `equipmentList` 为空数组，详情（get）中为完整设备清单。
         */
        UseManageRecord: {
            /** @description 记录主键 */
            id: string;
            /** @description 申请编号（SYGL + 申请日期 yyyyMMdd + 5 位序号） */
            applyNo: string;
            /**
             * @description 业务类型：1 改造变更，2 移装变更，3 单位变更，4 更名变更，5 达到设计使用年限继续使用
             * @enum {string}
             */
            bizType: "1" | "2" | "3" | "4" | "5";
            /**
             * @description 业务类型名称
             * @enum {string}
             */
            bizTypeName: "改造变更" | "移装变更" | "单位变更" | "更名变更" | "达到设计使用年限继续使用";
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname: string;
            /** @description 首台设备的设备代码 */
            eqpCode?: components["schemas"]["EquipmentCode"] | null;
            /** @description 设备名称（多台时为“首台名称等 N 台”） */
            eqpName?: string | null;
            /** @description 设备台数 */
            eqpCount: number;
            /** @description 使用单位 */
            useUnitName: string;
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 所在区县 */
            areaName?: string | null;
            /** @description 申请事由 */
            reason?: string | null;
            /** @description 申请人 */
            applicant?: string | null;
            /** @description 联系电话 */
            contactPhone?: string | null;
            /** @description 申请日期（草稿为空） */
            applyDate?: components["schemas"]["DateString"] | null;
            /** @description 登记机关 */
            registOrgName?: string | null;
            /** @description 当前环节（办结、草稿时为空） */
            currentStep?: string | null;
            /** @description 当前环节处理人 */
            currentHandler?: string | null;
            /** @description 办结日期 */
            finishDate?: components["schemas"]["DateString"] | null;
            /** @description 退回原因（已退回时） */
            returnReason?: string | null;
            /**
             * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回";
            /** @description 附件关联编号 */
            attrefsysid?: string | null;
            /** @description 备注 */
            remarks?: string | null;
            /** @description 涉及的设备（列表中为空数组） */
            equipmentList: components["schemas"]["Equipment"][];
        };
        /**
         * UseManageEqmChange
         * @description 使用管理中的设备变更明细：某台设备在一次变更业务中变更的项目及新旧值。
         */
        UseManageEqmChange: {
            /** @description 变更明细主键 */
            id: string;
            /** @description 所属使用管理业务记录主键（尚未关联时为空） */
            useManageId?: string | null;
            /** @description 设备内部编号 */
            oidno: string;
            eqpCode: components["schemas"]["EquipmentCode"];
            /** @description 设备名称 */
            eqpName?: string | null;
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string | null;
            /** @description 使用登记证编号 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /**
             * @description 变更类型：1 改造变更，2 移装变更，3 单位变更，4 更名变更，5 达到设计使用年限继续使用
             * @enum {string}
             */
            changeType: "1" | "2" | "3" | "4" | "5";
            /**
             * @description 变更类型名称
             * @enum {string}
             */
            changeTypeName: "改造变更" | "移装变更" | "单位变更" | "更名变更" | "达到设计使用年限继续使用";
            /** @description 变更项目（如 曳引机、使用地点、使用单位名称） */
            changeItem: string;
            /** @description 变更前 */
            oldValue?: string | null;
            /** @description 变更后 */
            newValue: string;
            /** @description 变更原因 */
            changeReason?: string | null;
            /** @description 变更（完成）日期 */
            changeDate?: components["schemas"]["DateString"] | null;
            /**
             * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回";
        };
        /**
         * UseRegistApply
         * @description 使用登记申请（epPemUseregistApply）的列表字段。一份申请可包含同一类别的多台设备。
         */
        UseRegistApply: {
            /** @description 申请主键 */
            id: string;
            /** @description 申请编号（SYDJ + 日期 yyyyMMdd + 5 位序号，由 eqmBcwBasic/createApplyno 生成） */
            applyNo: string;
            /**
             * @description 申请类型：1 新装登记，2 变更登记，3 补证换证
             * @enum {string}
             */
            applyType: "1" | "2" | "3";
            /**
             * @description 申请类型名称
             * @enum {string}
             */
            applyTypeName: "新装登记" | "变更登记" | "补证换证";
            /** @description 使用单位编号 */
            useUnitId?: string | null;
            /** @description 使用单位 */
            useUnitName: string;
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname: string;
            /** @description 设备台数 */
            eqpCount: number;
            /** @description 设备名称（多台时为“首台名称等 N 台”） */
            eqpName?: string | null;
            /** @description 申请日期（草稿为空） */
            applyDate?: components["schemas"]["DateString"] | null;
            /** @description 受理日期 */
            acceptDate?: components["schemas"]["DateString"] | null;
            /** @description 受理的登记机关 */
            acceptOrg?: string | null;
            /** @description 办结日期 */
            finishDate?: components["schemas"]["DateString"] | null;
            /** @description 核发的使用登记证编号（办结后才有，多台时为首台） */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 联系人 */
            contactPerson?: string | null;
            /** @description 联系电话 */
            contactPhone?: string | null;
            /**
             * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回";
        };
        /**
         * UseRegistApplyDetail
         * @description 使用登记申请详情：列表字段，加上使用单位信息、设备清单、安全管理信息、附件与办理环节。
         */
        UseRegistApplyDetail: components["schemas"]["UseRegistApply"] & {
            useUnit: components["schemas"]["UnitInfo"];
            /** @description 设备使用地点 */
            useAddress?: string | null;
            /** @description 安全管理员 */
            safetyManager?: string | null;
            /** @description 安全管理员手机号码 */
            safetyManagerPhone?: string | null;
            /** @description 申请登记的设备 */
            equipmentList: components["schemas"]["Equipment"][];
            /** @description 附件关联编号 */
            attrefsysid: string;
            /** @description 已上传的申请附件 */
            attachments: components["schemas"]["Attachment"][];
            /** @description 办理环节 */
            steps: components["schemas"]["HandleStep"][];
            /** @description 退回原因（已退回时） */
            returnReason?: string | null;
            /** @description 备注 */
            remarks?: string | null;
        };
        /**
         * AttachmentCheck
         * @description 申请附件完整性检查结果。`missing` 列出尚未上传的必传附件类别。
         */
        AttachmentCheck: {
            /** @description 必传附件是否齐全 */
            complete: boolean;
            /** @description 缺少的附件类别名称（齐全时为空数组） */
            missing: string[];
            /** @description 提示信息（不齐全时给出） */
            message?: string | null;
        };
        /**
         * EquipmentQuery
         * @description 设备查询条件（表单提交），综合查询、到期待检、超期未检与按条件导出共用。
         *     query-fault 页传 `inspConclusion=不合格`，query-non-use 页传 `useStatus=0`。
         */
        EquipmentQuery: {
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备品种代码（4 位） */
            eqpVarietyCode?: string;
            /** @description 设备代码（支持模糊查询） */
            eqpCode?: string;
            /** @description 使用登记证编号（支持模糊查询） */
            registCode?: string;
            /** @description 设备名称（支持模糊查询） */
            eqpName?: string;
            /** @description 出厂编号 */
            factoryNo?: string;
            /** @description 单位内部编号 */
            internalNo?: string;
            /**
             * @description 使用状态：0 未登记，1 在用，2 停用，3 报废，4 注销
             * @enum {string}
             */
            useStatus?: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 最近一次检验结论（query-fault 传 不合格）
             * @enum {string}
             */
            inspConclusion?: "合格" | "不合格" | "复检合格" | "基本符合要求" | "不符合要求" | "允许使用";
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 设备使用地点（支持模糊查询） */
            useAddress?: string;
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
        /**
         * InspectionNotice
         * @description 检验通知单 / 超期通知单（getCjtzdList），检验机构向使用单位发出
         */
        InspectionNotice: {
            /** @description 通知单主键 */
            id: string;
            /** @description 通知单编号 */
            noticeNo: string;
            /**
             * @description 通知单类型：1 检验通知单（到期前），2 超期通知单（超期未检）
             * @enum {string}
             */
            noticeType: "1" | "2";
            /**
             * @description 通知单类型名称
             * @enum {string}
             */
            noticeTypeName: "检验通知单" | "超期通知单";
            /** @description 设备内部编号 */
            oidno: string;
            eqpCode?: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 设备名称 */
            eqpName: string;
            /** @description 使用单位 */
            useUnitName?: string;
            /** @description 发出通知的检验机构 */
            inspOrgName?: string;
            /** @description 检验类别（定期检验、年度检查） */
            inspType?: string;
            /** @description 应检日期（下次检验日期） */
            nextInspDate?: components["schemas"]["DateString"] | null;
            /** @description 通知日期 */
            issueDate: components["schemas"]["DateString"];
            /** @description 要求报检的最后期限 */
            deadlineDate?: components["schemas"]["DateString"] | null;
            /** @description 通知内容 */
            content?: string;
            /**
             * @description 处理状态：0 未读，1 已读，2 已报检
             * @enum {string}
             */
            status: "0" | "1" | "2";
            /**
             * @description 处理状态名称
             * @enum {string}
             */
            statusName: "未读" | "已读" | "已报检";
            /** @description 阅读时间 */
            readTime?: components["schemas"]["DateTimeString"] | null;
        };
        /**
         * EquipmentRegistrationInfo
         * @description 设备使用登记信息（设备档案详情 `registration`）
         */
        EquipmentRegistrationInfo: {
            registCode: components["schemas"]["RegistrationCode"];
            registDate: components["schemas"]["DateString"];
            /** @description 登记机关 */
            registOrgName?: string | null;
            /**
             * @description 登记方式：1 按台（套）登记，2 按单位登记
             * @enum {string|null}
             */
            registType?: "1" | "2" | null;
            /**
             * @description 登记方式名称
             * @enum {string|null}
             */
            registTypeName?: "按台（套）登记" | "按单位登记" | null;
            /** @description 使用登记证发证日期 */
            certIssueDate?: components["schemas"]["DateString"] | null;
            /** @description 特种设备使用标志编号 */
            useSignNo?: string | null;
            /** @description 最近一次变更登记日期 */
            lastChangeDate?: components["schemas"]["DateString"] | null;
        };
        /**
         * EquipmentMaintenanceInfo
         * @description 设备维护保养信息（设备档案详情 `maintenance`）；自行维保时维保单位即使用单位
         */
        EquipmentMaintenanceInfo: {
            /** @description 维保单位 */
            maintUnitName: string;
            /** @description 维保单位统一社会信用代码 */
            maintUnitCreditCode?: string | null;
            /** @description 是否自行维护保养（经自行维护申请批准） */
            selfMaintain?: boolean;
            /** @description 维保合同编号 */
            contractNo?: string | null;
            /** @description 维保合同起始日期 */
            contractStartDate?: components["schemas"]["DateString"] | null;
            /** @description 维保合同终止日期 */
            contractEndDate?: components["schemas"]["DateString"] | null;
            /** @description 维保周期（天），如电梯 15 天 */
            maintCycleDays?: number | null;
            /** @description 维保负责人 */
            maintPerson?: string | null;
            /** @description 维保负责人电话 */
            maintPhone?: string | null;
            /** @description 最近一次维保日期 */
            lastMaintDate?: components["schemas"]["DateString"] | null;
            /** @description 下次维保日期 */
            nextMaintDate?: components["schemas"]["DateString"] | null;
        };
        /**
         * EquipmentInspectionRecord
         * @description 设备的一次检验记录（设备档案详情 `inspections`）
         */
        EquipmentInspectionRecord: {
            /** @description 检验报告编号 */
            reportNo: string;
            /** @description 检验类别（定期检验、监督检验、年度检查、首次检验、委托检验） */
            inspType: string;
            inspDate: components["schemas"]["DateString"];
            /**
             * @description 检验结论
             * @enum {string|null}
             */
            inspConclusion?: "合格" | "不合格" | "复检合格" | "基本符合要求" | "不符合要求" | "允许使用" | null;
            /** @description 检验机构 */
            inspOrgName?: string | null;
            /** @description 检验人员 */
            inspector?: string | null;
            /** @description 报告给出的下次检验日期 */
            nextInspDate?: components["schemas"]["DateString"] | null;
            /** @description 主要问题（不合格或需整改时） */
            problemSummary?: string | null;
        };
        /**
         * BoilerParams
         * @description 锅炉技术参数（设备档案详情 `boiler`，表单键 `param.*`）
         */
        BoilerParams: {
            /**
             * @description 额定蒸发量（t/h）；热水锅炉为额定热功率（MW）
             * @example 4
             */
            ratedEvaporation?: number | null;
            /**
             * @description 额定工作压力（MPa）
             * @example 1.25
             */
            ratedWorkingPressure?: number | null;
            /**
             * @description 额定蒸汽温度（℃）；热水锅炉为额定出水温度
             * @example 194
             */
            ratedSteamTemperature?: number | null;
            /**
             * @description 燃料种类（天然气、轻柴油、燃煤、生物质、电）
             * @example 天然气
             */
            fuelType?: string | null;
            /**
             * @description 燃烧方式（室燃、层燃、流化床）
             * @example 室燃
             */
            combustionMode?: string | null;
            /**
             * @description 锅炉级别（A 级、B 级、C 级、D 级）
             * @enum {string|null}
             */
            boilerLevel?: "A级" | "B级" | "C级" | "D级" | null;
            /**
             * @description 结构型式（锅壳式、水管式、贯流式）
             * @example 锅壳式
             */
            structureType?: string | null;
        };
        /**
         * PressureVesselParams
         * @description 压力容器技术参数（设备档案详情 `pressureVessel`，表单键 `param.*`）
         */
        PressureVesselParams: {
            /**
             * @description 容器类别（Ⅰ、Ⅱ、Ⅲ 类，以 I、II、III 表示）
             * @enum {string|null}
             */
            vesselCategory?: "I" | "II" | "III" | null;
            /**
             * @description 设计压力（MPa）
             * @example 1
             */
            designPressure?: number | null;
            /**
             * @description 设计温度（℃）
             * @example 60
             */
            designTemperature?: number | null;
            /**
             * @description 容积（m³）
             * @example 2
             */
            volume?: number | null;
            /**
             * @description 工作介质
             * @example 压缩空气
             */
            medium?: string | null;
            /**
             * @description 内径（mm）
             * @example 1000
             */
            innerDiameter?: number | null;
            /**
             * @description 筒体材料
             * @example Q345R
             */
            shellMaterial?: string | null;
            /**
             * @description 安全状况等级（1–5 级）
             * @enum {string|null}
             */
            safetyLevel?: "1" | "2" | "3" | "4" | "5" | null;
        };
        /**
         * ElevatorParams
         * @description 电梯技术参数（设备档案详情 `elevator`，表单键 `param.*`）
         */
        ElevatorParams: {
            /**
             * @description 额定载重量（kg）
             * @example 1000
             */
            ratedLoad?: number | null;
            /**
             * @description 额定速度（m/s）
             * @example 1.75
             */
            ratedSpeed?: number | null;
            /**
             * @description 层数
             * @example 18
             */
            floors?: number | null;
            /**
             * @description 站数
             * @example 18
             */
            stops?: number | null;
            /**
             * @description 门数
             * @example 18
             */
            doors?: number | null;
            /**
             * @description 控制方式（集选控制、并联控制、群控）
             * @example 集选控制
             */
            controlMode?: string | null;
            /**
             * @description 提升高度（m）
             * @example 52.2
             */
            liftHeight?: number | null;
        };
        /**
         * HoistingMachineryParams
         * @description 起重机械技术参数（设备档案详情 `hoistingMachinery`，表单键 `param.*`）
         */
        HoistingMachineryParams: {
            /**
             * @description 额定起重量（t）
             * @example 10
             */
            ratedLiftingCapacity?: number | null;
            /**
             * @description 跨度（m）
             * @example 18
             */
            span?: number | null;
            /**
             * @description 起升高度（m）
             * @example 9
             */
            liftingHeight?: number | null;
            /**
             * @description 工作级别（A1–A8）
             * @enum {string|null}
             */
            workingLevel?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6" | "A7" | "A8" | null;
            /**
             * @description 操纵方式（司机室、地面、遥控）
             * @example 司机室
             */
            operationMode?: string | null;
        };
        /**
         * FieldVehicleParams
         * @description 场（厂）内专用机动车辆技术参数（设备档案详情 `fieldMotorVehicles`，表单键 `param.*`）
         */
        FieldVehicleParams: {
            /**
             * @description 车辆类型（叉车、非公路用旅游观光车辆）
             * @example 叉车
             */
            vehicleType?: string | null;
            /**
             * @description 动力方式（内燃、蓄电池、锂电池）
             * @example 内燃（柴油）
             */
            powerType?: string | null;
            /**
             * @description 额定起重量或额定载客人数对应载荷（kg）
             * @example 3000
             */
            ratedLoad?: number | null;
            /**
             * @description 场（厂）内车辆牌照号
             * @example 浙B·C1234
             */
            plateNumber?: string | null;
            /**
             * @description 发动机（电动机）编号
             * @example C490BPG-2003518
             */
            engineNo?: string | null;
            /**
             * @description 车架号
             * @example CPCD30-20C1178
             */
            frameNo?: string | null;
        };
        /**
         * AmusementFacilityParams
         * @description 大型游乐设施技术参数（设备档案详情 `majorAmusementFacilities`，表单键 `param.*`）
         */
        AmusementFacilityParams: {
            /**
             * @description 类别（观览车类、滑行车类、架空游览车类、陀螺类、飞行塔类、转马类、自控飞机类、赛车类、小火车类、碰碰车类、滑道类、水上游乐设施、无动力游乐设施）
             * @example 观览车类
             */
            facilityCategory?: string | null;
            /**
             * @description 设备级别（A 级、B 级、C 级）
             * @enum {string|null}
             */
            facilityLevel?: "A级" | "B级" | "C级" | null;
            /**
             * @description 额定乘客人数（人）
             * @example 96
             */
            ratedPassengers?: number | null;
            /**
             * @description 最大运行速度（m/s）
             * @example 0.2
             */
            maxSpeed?: number | null;
            /**
             * @description 设备高度（m）
             * @example 30
             */
            height?: number | null;
            /**
             * @description 轨道长度（m），无轨道的设备为空
             * @example null
             */
            trackLength?: number | null;
        };
        /**
         * PressurePipingParams
         * @description 压力管道元件技术参数（设备档案详情 `pressurePiping`，表单键 `param.*`）
         */
        PressurePipingParams: {
            /**
             * @description 产品类别（管子、管件、阀门、法兰、补偿器、密封元件、特种元件）
             * @example 阀门
             */
            productCategory?: string | null;
            /**
             * @description 规格型号
             * @example J41H-25C DN150
             */
            specification?: string | null;
            /**
             * @description 主体材料
             * @example WCB
             */
            material?: string | null;
            /**
             * @description 公称压力（MPa）
             * @example 2.5
             */
            nominalPressure?: number | null;
            /**
             * @description 公称直径（DN，mm）
             * @example 150
             */
            nominalDiameter?: number | null;
            /**
             * @description 制造批号
             * @example FM2015-0617
             */
            batchNo?: string | null;
            /**
             * @description 数量（件）
             * @example 12
             */
            quantity?: number | null;
            /**
             * @description 制造许可证编号
             * @example TS2710417-2027
             */
            makeLicenseNo?: string | null;
        };
        /**
         * PressurePipelineParams
         * @description 压力管道技术参数（设备档案详情 `pressurePipeline`；管道表单 savePipeline 以同名字段提交）
         */
        PressurePipelineParams: {
            /**
             * @description 管道编号（管线号）
             * @example MS-101-150-GC2
             */
            pipelineNo?: string | null;
            /**
             * @description 管道级别（长输 GA1/GA2，公用 GB1/GB2，工业 GC1/GC2/GC3，动力 GD1/GD2）
             * @enum {string|null}
             */
            pipeLevel?: "GA1" | "GA2" | "GB1" | "GB2" | "GC1" | "GC2" | "GC3" | "GD1" | "GD2" | null;
            /**
             * @description 管道长度（m）
             * @example 386.5
             */
            length?: number | null;
            /**
             * @description 公称直径（DN，mm）
             * @example 150
             */
            nominalDiameter?: number | null;
            /**
             * @description 公称壁厚（mm）
             * @example 6
             */
            wallThickness?: number | null;
            /**
             * @description 设计压力（MPa）
             * @example 1.6
             */
            designPressure?: number | null;
            /**
             * @description 设计温度（℃）
             * @example 220
             */
            designTemperature?: number | null;
            /**
             * @description 输送介质
             * @example 饱和蒸汽
             */
            medium?: string | null;
            /**
             * @description 敷设方式（架空、埋地、管沟、综合）
             * @example 架空
             */
            layingMode?: string | null;
            /**
             * @description 管道材料
             * @example 20#
             */
            material?: string | null;
            /**
             * @description 起点
             * @example 锅炉房分汽缸
             */
            startPoint?: string | null;
            /**
             * @description 终点
             * @example 洗涤车间换热站
             */
            endPoint?: string | null;
        };
        /**
         * RopewayParams
         * @description 客运索道技术参数（设备档案详情 `passengerRopeway`，表单键 `param.*`）
         */
        RopewayParams: {
            /**
             * @description 索道型式（单线循环脱挂抱索器、单线循环固定抱索器、往复式、拖牵式）
             * @example 单线循环脱挂抱索器吊厢式
             */
            ropewayType?: string | null;
            /**
             * @description 斜长（m）
             * @example 1320
             */
            slopeLength?: number | null;
            /**
             * @description 高差（m）
             * @example 386
             */
            heightDifference?: number | null;
            /**
             * @description 运量（人/h）
             * @example 1200
             */
            capacity?: number | null;
            /**
             * @description 运行速度（m/s）
             * @example 5
             */
            speed?: number | null;
            /**
             * @description 运载工具数量（个）
             * @example 48
             */
            carrierCount?: number | null;
        };
        /**
         * EquipmentDetail
         * @description 设备档案详情（各类设备档案页 detail/<类别>）：设备概要字段 + 使用单位 + 使用登记信息 + 维护保养 + 检验历史 +
         *     本类设备的技术参数。九个类别参数键（boiler、pressureVessel、elevator、hoistingMachinery、fieldMotorVehicles、
         *     majorAmusementFacilities、pressurePiping、pressurePipeline、passengerRopeway）中只有与 `equclacode` 对应的一个有值，其余为 null。
         */
        EquipmentDetail: components["schemas"]["Equipment"] & {
            /** @description 设计单位 */
            designUnitName?: string | null;
            /** @description 安装（施工）单位 */
            installUnitName?: string | null;
            /** @description 安装竣工日期 */
            installDate?: components["schemas"]["DateString"] | null;
            /** @description 投入使用日期 */
            useStartDate?: components["schemas"]["DateString"] | null;
            /** @description 安全管理员联系电话 */
            safetyManagerPhone?: string | null;
            /** @description 使用单位 */
            useUnit: components["schemas"]["UnitInfo"];
            /** @description 使用登记信息，未登记时为 null */
            registration?: components["schemas"]["EquipmentRegistrationInfo"] | null;
            /** @description 维护保养信息，无维保合同且非自行维保时为 null */
            maintenance?: components["schemas"]["EquipmentMaintenanceInfo"] | null;
            /** @description 检验历史，按检验日期倒序 */
            inspections: components["schemas"]["EquipmentInspectionRecord"][];
            /** @description 是否组合设备（有辅机、部件或管段，见 findChd） */
            hasChild?: boolean;
            /** @description 子设备（辅机、部件、管段）数量 */
            childCount?: number;
            /** @description 锅炉技术参数（equclacode 1000） */
            boiler?: components["schemas"]["BoilerParams"] | null;
            /** @description 压力容器技术参数（equclacode 2000） */
            pressureVessel?: components["schemas"]["PressureVesselParams"] | null;
            /** @description 电梯技术参数（equclacode 3000） */
            elevator?: components["schemas"]["ElevatorParams"] | null;
            /** @description 起重机械技术参数（equclacode 4000） */
            hoistingMachinery?: components["schemas"]["HoistingMachineryParams"] | null;
            /** @description 场（厂）内专用机动车辆技术参数（equclacode 5000） */
            fieldMotorVehicles?: components["schemas"]["FieldVehicleParams"] | null;
            /** @description 大型游乐设施技术参数（equclacode 6000） */
            majorAmusementFacilities?: components["schemas"]["AmusementFacilityParams"] | null;
            /** @description 压力管道元件技术参数（equclacode 7000） */
            pressurePiping?: components["schemas"]["PressurePipingParams"] | null;
            /** @description 压力管道技术参数（equclacode 8000） */
            pressurePipeline?: components["schemas"]["PressurePipelineParams"] | null;
            /** @description 客运索道技术参数（equclacode 9000） */
            passengerRopeway?: components["schemas"]["RopewayParams"] | null;
            /** @description 档案附件所属记录编号（新增设备时由客户端生成并随 addEqm 提交，附件按它上传和查询；为空时按设备内部编号 oidno 归档） */
            attrefsysid?: string | null;
            /** @description 设备档案附件（产品合格证、监督检验证书、使用登记表等） */
            attachments?: components["schemas"]["Attachment"][];
            /** @description 备注 */
            remark?: string | null;
            /** @description 档案建立时间 */
            createDate?: components["schemas"]["DateTimeString"];
            /** @description 档案最近更新时间 */
            updateDate?: components["schemas"]["DateTimeString"];
        };
        /**
         * EquipmentParamFields
         * @description 设备技术参数的表单字段（点号键按字面声明，不嵌套，如 `param.ratedLoad=1000`）。新增或修改设备（EquipmentForm）与
         *     设备信息变更申请（changeEqm，变更类型 5 技术参数变更）共用；只填与设备类别对应的一组。各类参数的含义见
         *     BoilerParams、ElevatorParams 等档案详情中的参数对象。
         */
        EquipmentParamFields: {
            /** @description 锅炉额定蒸发量（t/h） */
            "param.ratedEvaporation"?: number;
            /** @description 锅炉额定工作压力（MPa） */
            "param.ratedWorkingPressure"?: number;
            /** @description 锅炉额定蒸汽温度（℃） */
            "param.ratedSteamTemperature"?: number;
            /** @description 锅炉燃料种类 */
            "param.fuelType"?: string;
            /** @description 锅炉燃烧方式 */
            "param.combustionMode"?: string;
            /**
             * @description 锅炉级别
             * @enum {string}
             */
            "param.boilerLevel"?: "A级" | "B级" | "C级" | "D级";
            /** @description 锅炉结构型式 */
            "param.structureType"?: string;
            /**
             * @description 压力容器类别
             * @enum {string}
             */
            "param.vesselCategory"?: "I" | "II" | "III";
            /** @description 压力容器设计压力（MPa） */
            "param.designPressure"?: number;
            /** @description 压力容器设计温度（℃） */
            "param.designTemperature"?: number;
            /** @description 压力容器容积（m³） */
            "param.volume"?: number;
            /** @description 压力容器工作介质 */
            "param.medium"?: string;
            /** @description 压力容器内径（mm） */
            "param.innerDiameter"?: number;
            /** @description 压力容器筒体材料 */
            "param.shellMaterial"?: string;
            /**
             * @description 压力容器安全状况等级
             * @enum {string}
             */
            "param.safetyLevel"?: "1" | "2" | "3" | "4" | "5";
            /** @description 电梯额定载重量或场（厂）内车辆额定起重量（kg） */
            "param.ratedLoad"?: number;
            /** @description 电梯额定速度（m/s） */
            "param.ratedSpeed"?: number;
            /** @description 电梯层数 */
            "param.floors"?: number;
            /** @description 电梯站数 */
            "param.stops"?: number;
            /** @description 电梯门数 */
            "param.doors"?: number;
            /** @description 电梯控制方式 */
            "param.controlMode"?: string;
            /** @description 电梯提升高度（m） */
            "param.liftHeight"?: number;
            /** @description 起重机械额定起重量（t） */
            "param.ratedLiftingCapacity"?: number;
            /** @description 起重机械跨度（m） */
            "param.span"?: number;
            /** @description 起重机械起升高度（m） */
            "param.liftingHeight"?: number;
            /**
             * @description 起重机械工作级别
             * @enum {string}
             */
            "param.workingLevel"?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6" | "A7" | "A8";
            /** @description 起重机械操纵方式 */
            "param.operationMode"?: string;
            /** @description 场（厂）内车辆类型 */
            "param.vehicleType"?: string;
            /** @description 场（厂）内车辆动力方式 */
            "param.powerType"?: string;
            /** @description 场（厂）内车辆牌照号 */
            "param.plateNumber"?: string;
            /** @description 场（厂）内车辆发动机（电动机）编号 */
            "param.engineNo"?: string;
            /** @description 场（厂）内车辆车架号 */
            "param.frameNo"?: string;
            /** @description 大型游乐设施类别 */
            "param.facilityCategory"?: string;
            /**
             * @description 大型游乐设施级别
             * @enum {string}
             */
            "param.facilityLevel"?: "A级" | "B级" | "C级";
            /** @description 大型游乐设施额定乘客人数 */
            "param.ratedPassengers"?: number;
            /** @description 大型游乐设施最大运行速度（m/s） */
            "param.maxSpeed"?: number;
            /** @description 大型游乐设施高度（m） */
            "param.height"?: number;
            /** @description 大型游乐设施轨道长度（m） */
            "param.trackLength"?: number;
            /** @description 压力管道元件产品类别 */
            "param.productCategory"?: string;
            /** @description 压力管道元件规格型号 */
            "param.specification"?: string;
            /** @description 压力管道元件主体材料 */
            "param.material"?: string;
            /** @description 压力管道元件公称压力（MPa） */
            "param.nominalPressure"?: number;
            /** @description 压力管道元件公称直径（mm） */
            "param.nominalDiameter"?: number;
            /** @description 压力管道元件制造批号 */
            "param.batchNo"?: string;
            /** @description 压力管道元件数量（件） */
            "param.quantity"?: number;
            /** @description 压力管道元件制造许可证编号 */
            "param.makeLicenseNo"?: string;
            /** @description 客运索道型式 */
            "param.ropewayType"?: string;
            /** @description 客运索道斜长（m） */
            "param.slopeLength"?: number;
            /** @description 客运索道高差（m） */
            "param.heightDifference"?: number;
            /** @description 客运索道运量（人/h） */
            "param.capacity"?: number;
            /** @description 客运索道运行速度（m/s） */
            "param.speed"?: number;
            /** @description 客运索道运载工具数量 */
            "param.carrierCount"?: number;
        };
        /**
         * EquipmentForm
         * @description 新增或修改设备（device-info-new）的表单，`application/x-www-form-urlencoded` 提交。带 `oidno` 为修改，不带为新增。
         *     技术参数以点号键提交（`param.ratedLoad=1000`），只填与设备类别对应的参数；点号键按字面声明，不嵌套。
         *     压力管道（8000）请用 savePipeline（pipeline-info-new）。
         */
        EquipmentForm: {
            /** @description 设备内部编号（修改时必填，新增时不传） */
            oidno?: string;
            equclacode: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备品种代码（4 位），如 3110 曳引驱动乘客电梯 */
            eqpVarietyCode: string;
            /** @description 设备名称 */
            eqpName: string;
            /** @description 设备代码（18 位数字），尚未赋码时可不填 */
            eqpCode?: string;
            /** @description 使用登记证编号（20 位数字），录入已办理使用登记的设备时填写 */
            registCode?: string;
            /** @description 型号规格 */
            eqpModel?: string;
            /** @description 出厂编号 */
            factoryNo?: string;
            /** @description 制造单位 */
            makeUnitName?: string;
            /**
             * Format: date
             * @description 制造日期
             */
            makeDate?: string;
            /** @description 设计单位 */
            designUnitName?: string;
            /** @description 安装（施工）单位 */
            installUnitName?: string;
            /**
             * Format: date
             * @description 安装竣工日期
             */
            installDate?: string;
            /**
             * Format: date
             * @description 投入使用日期
             */
            useStartDate?: string;
            areaCode: components["schemas"]["AreaCode"];
            /** @description 设备使用地点 */
            useAddress: string;
            /** @description 单位内部编号 */
            internalNo?: string;
            /** @description 安全管理员 */
            safetyManager?: string;
            /** @description 安全管理员联系电话（手机或座机） */
            safetyManagerPhone?: string;
            /** @description 维保单位（电梯、起重机械等） */
            maintUnitName?: string;
            /** @description 备注 */
            remark?: string;
            /** @description 附件所属记录编号（新增时由客户端生成 32 位十六进制编号，附件先按它上传） */
            attrefsysid?: string;
        } & components["schemas"]["EquipmentParamFields"];
        /**
         * EquipmentChange
         * @description 设备信息变更申请（changeEqm 提交，changeEqmPage 列出）
         */
        EquipmentChange: {
            /** @description 变更申请主键（32 位十六进制） */
            id: string;
            /** @description 申请编号（提交后生成） */
            applyNo?: string | null;
            /** @description 设备内部编号 */
            oidno: string;
            eqpCode?: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号，未登记时为空 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 设备名称 */
            eqpName: string;
            /**
             * @description 变更类型：1 基本信息变更，2 使用地点变更，3 安全管理人员变更，4 维保单位变更，5 技术参数变更
             * @enum {string}
             */
            changeType: "1" | "2" | "3" | "4" | "5";
            /**
             * @description 变更类型名称
             * @enum {string}
             */
            changeTypeName?: "基本信息变更" | "使用地点变更" | "安全管理人员变更" | "维保单位变更" | "技术参数变更";
            /** @description 变更原因 */
            changeReason?: string | null;
            /** @description 变更明细（字段、原值、新值） */
            items?: {
                /** @description 字段名（如 useAddress、param.ratedLoad） */
                fieldName: string;
                /** @description 字段中文名 */
                fieldLabel: string;
                /** @description 原值 */
                oldValue?: string | null;
                /** @description 新值 */
                newValue?: string | null;
            }[];
            /** @description 申请人 */
            applicant?: string | null;
            /** @description 申请（提交）时间 */
            applyDate?: components["schemas"]["DateTimeString"] | null;
            /**
             * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回";
            /** @description 审核人 */
            auditor?: string | null;
            /** @description 审核时间 */
            auditDate?: components["schemas"]["DateTimeString"] | null;
            /** @description 审核意见 */
            auditOpinion?: string | null;
            /** @description 附件所属记录编号（变更证明材料） */
            attrefsysid?: string | null;
        };
        /**
         * EquipmentChangeHistory
         * @description 设备的一条变更历史（changeEqmHis）：哪个字段从什么改为什么，谁在何时改的
         */
        EquipmentChangeHistory: {
            /** @description 历史记录主键 */
            id: string;
            /** @description 设备内部编号 */
            oidno: string;
            /** @description 字段名（如 useAddress、safetyManager、param.ratedLoad） */
            fieldName: string;
            /** @description 字段中文名 */
            fieldLabel: string;
            /** @description 原值 */
            oldValue?: string | null;
            /** @description 新值 */
            newValue?: string | null;
            /** @description 变更人 */
            changer: string;
            /** @description 变更时间 */
            changeTime: components["schemas"]["DateTimeString"];
            /** @description 对应的变更申请编号（直接维护时为空） */
            applyNo?: string | null;
            /** @description 变更原因 */
            changeReason?: string | null;
        };
        /**
         * EquipmentChild
         * @description 组合设备的子设备（锅炉辅机与安全附件、起重机部件、压力管道管段），findChd / getChd
         */
        EquipmentChild: {
            /** @description 子设备主键（32 位十六进制） */
            id: string;
            /** @description 所属设备内部编号 */
            parentOidno: string;
            /**
             * @description 子设备类型：1 辅机，2 安全附件，3 部件，4 管段
             * @enum {string}
             */
            chdType: "1" | "2" | "3" | "4";
            /**
             * @description 子设备类型名称
             * @enum {string}
             */
            chdTypeName?: "辅机" | "安全附件" | "部件" | "管段";
            /** @description 名称 */
            chdName: string;
            /** @description 编号（管段号、附件编号等） */
            chdCode?: string | null;
            /** @description 型号规格 */
            specification?: string | null;
            /** @description 制造单位 */
            makeUnitName?: string | null;
            /** @description 出厂编号 */
            factoryNo?: string | null;
            /** @description 制造日期 */
            makeDate?: components["schemas"]["DateString"] | null;
            /** @description 数量 */
            quantity?: number | null;
            /** @description 安装位置 */
            installPosition?: string | null;
            /** @description 最近校验日期（安全阀、压力表等） */
            checkDate?: components["schemas"]["DateString"] | null;
            /** @description 下次校验日期 */
            nextCheckDate?: components["schemas"]["DateString"] | null;
            /** @description 管段起点（管段） */
            startPoint?: string | null;
            /** @description 管段终点（管段） */
            endPoint?: string | null;
            /** @description 管段长度（m） */
            length?: number | null;
            /** @description 公称直径（mm） */
            nominalDiameter?: number | null;
            /**
             * @description 管段级别（管段）
             * @enum {string|null}
             */
            pipeLevel?: "GA1" | "GA2" | "GB1" | "GB2" | "GC1" | "GC2" | "GC3" | "GD1" | "GD2" | null;
            /** @description 备注 */
            remark?: string | null;
        };
        /**
         * EquipmentFlowState
         * @description 设备是否正在办理业务流程（findInFlow）；在流程中时不能发起变更、停用等新业务
         */
        EquipmentFlowState: {
            /** @description 是否在业务流程中 */
            inFlow: boolean;
            /** @description 所在流程名称（如 使用登记变更、定期检验报检、停用登记） */
            flowName?: string | null;
            /** @description 所在流程的申请编号 */
            applyNo?: string | null;
            /** @description 流程当前状态（如 受理中） */
            flowStatusName?: string | null;
            /** @description 流程申请时间 */
            applyDate?: components["schemas"]["DateTimeString"] | null;
        };
        /**
         * LoadTestRecord
         * @description 载荷试验记录（起重机械、电梯），loadTestList
         */
        LoadTestRecord: {
            /** @description 记录主键 */
            id: string;
            /** @description 设备内部编号 */
            oidno: string;
            eqpCode?: components["schemas"]["EquipmentCode"];
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 设备名称 */
            eqpName: string;
            /** @description 试验类型（空载试验、额定载荷试验、静载试验、动载试验、平衡系数试验、超载试验） */
            testType: string;
            /** @description 额定载荷（数值，单位见 loadUnit） */
            ratedLoad?: number | null;
            /** @description 试验载荷（数值，单位见 loadUnit） */
            testLoad?: number | null;
            /**
             * @description 载荷单位：kg（电梯）或 t（起重机械）
             * @enum {string}
             */
            loadUnit?: "kg" | "t";
            /** @description 试验日期 */
            testDate: components["schemas"]["DateString"];
            /** @description 试验（检验）单位 */
            testUnitName?: string | null;
            /** @description 试验人员 */
            testPerson?: string | null;
            /**
             * @description 试验结果
             * @enum {string}
             */
            result: "合格" | "不合格";
            /** @description 对应的检验报告编号 */
            reportNo?: string | null;
            /** @description 备注 */
            remark?: string | null;
        };
        /**
         * ProductDataImportForm
         * @description 产品数据 / 设备 Excel 导入表单（multipart/form-data）
         */
        ProductDataImportForm: {
            /**
             * Format: binary
             * @description Excel 文件（xlsx 或 xls，按下载的模板填写，单个不超过 10 MB）
             */
            file: Blob;
            /**
             * @description 已存在的记录是否更新：0 跳过，1 覆盖
             * @default 0
             * @enum {string}
             */
            updateSupport?: "0" | "1";
        };
        /**
         * PressurePiping
         * @description 压力管道元件（7000：管子、管件、阀门、法兰、补偿器等），pressurePipingList 的行
         */
        PressurePiping: {
            /** @description 设备内部编号（主键） */
            oidno: string;
            /** @description 设备代码（18 位），未赋码时为空 */
            eqpCode?: components["schemas"]["EquipmentCode"] | null;
            /**
             * @description 设备类别代码，固定为 7000 压力管道元件
             * @enum {string}
             */
            equclacode: "7000";
            /** @description 设备品种代码：7100 管子，7200 管件，7300 阀门，7400 法兰，7500 补偿器，7700 密封元件，7800 特种元件 */
            eqpVarietyCode?: string;
            /** @description 设备品种名称 */
            eqpVarietyName?: string;
            /** @description 产品名称 */
            productName: string;
            /** @description 产品类别 */
            productCategory?: string | null;
            /** @description 规格型号 */
            specification?: string | null;
            /** @description 主体材料 */
            material?: string | null;
            /** @description 公称压力（MPa） */
            nominalPressure?: number | null;
            /** @description 公称直径（DN，mm） */
            nominalDiameter?: number | null;
            /** @description 数量（件或米） */
            quantity?: number | null;
            /** @description 数量单位（件、米、套） */
            quantityUnit?: string | null;
            /** @description 制造批号 */
            batchNo?: string | null;
            /** @description 制造单位 */
            makeUnitName?: string | null;
            /** @description 制造许可证编号 */
            makeLicenseNo?: string | null;
            /** @description 制造日期 */
            makeDate?: components["schemas"]["DateString"] | null;
            /** @description 安装所在压力管道的设备内部编号 */
            pipelineOidno?: string | null;
            /** @description 安装所在压力管道名称 */
            pipelineName?: string | null;
            /** @description 安装位置 */
            installPosition?: string | null;
            /** @description 使用单位 */
            useUnitName?: string;
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 所在区县 */
            areaName?: string | null;
            /** @description 型式试验（监督检验）机构 */
            typeTestOrgName?: string | null;
        };
        /**
         * PressurePipeline
         * @description 压力管道（8000，按条登记），pressurePipelineList 与管道维护列表 pipelineMaintainList 的行
         */
        PressurePipeline: {
            /** @description 设备内部编号（主键） */
            oidno: string;
            /** @description 设备代码（18 位），未赋码时为空 */
            eqpCode?: components["schemas"]["EquipmentCode"] | null;
            /** @description 使用登记证编号（20 位），未登记时为空 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            /**
             * @description 设备类别代码，固定为 8000 压力管道
             * @enum {string}
             */
            equclacode: "8000";
            /**
             * @description 设备品种代码：8100 长输管道，8200 公用管道，8300 工业管道
             * @enum {string}
             */
            eqpVarietyCode?: "8100" | "8200" | "8300";
            /**
             * @description 设备品种名称
             * @enum {string}
             */
            eqpVarietyName?: "长输管道" | "公用管道" | "工业管道";
            /** @description 管道名称 */
            pipelineName: string;
            /** @description 管道编号（管线号） */
            pipelineNo?: string | null;
            /**
             * @description 管道级别（GA1/GA2、GB1/GB2、GC1/GC2/GC3、GD1/GD2）
             * @enum {string|null}
             */
            pipeLevel?: "GA1" | "GA2" | "GB1" | "GB2" | "GC1" | "GC2" | "GC3" | "GD1" | "GD2" | null;
            /** @description 管道长度（m） */
            length?: number | null;
            /** @description 公称直径（DN，mm） */
            nominalDiameter?: number | null;
            /** @description 公称壁厚（mm） */
            wallThickness?: number | null;
            /** @description 设计压力（MPa） */
            designPressure?: number | null;
            /** @description 设计温度（℃） */
            designTemperature?: number | null;
            /** @description 输送介质 */
            medium?: string | null;
            /** @description 敷设方式（架空、埋地、管沟、综合） */
            layingMode?: string | null;
            /** @description 管道材料 */
            material?: string | null;
            /** @description 起点 */
            startPoint?: string | null;
            /** @description 终点 */
            endPoint?: string | null;
            /** @description 安装单位 */
            installUnitName?: string | null;
            /** @description 安装竣工日期 */
            installDate?: components["schemas"]["DateString"] | null;
            /** @description 使用单位 */
            useUnitName?: string;
            areaCode?: components["schemas"]["AreaCode"];
            /** @description 所在区县 */
            areaName?: string | null;
            /** @description 使用地点（装置、厂区） */
            useAddress?: string | null;
            /**
             * @description 使用状态：1 在用，2 停用，3 报废，4 注销，0 未登记
             * @enum {string}
             */
            useStatus: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 使用状态名称
             * @enum {string}
             */
            useStatusName: "未登记" | "在用" | "停用" | "报废" | "注销";
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
            /**
             * @description 安全状况等级（1–4 级）
             * @enum {string|null}
             */
            safetyLevel?: "1" | "2" | "3" | "4" | null;
            /**
             * @description 资料维护状态（管道维护列表）：0 待完善，1 已完善，2 已确认
             * @enum {string|null}
             */
            infoStatus?: "0" | "1" | "2" | null;
            /**
             * @description 资料维护状态名称
             * @enum {string|null}
             */
            infoStatusName?: "待完善" | "已完善" | "已确认" | null;
            /** @description 最近维护时间 */
            updateDate?: components["schemas"]["DateTimeString"] | null;
        };
        /**
         * SelfMaintainApply
         * @description 设备自行维护保养申请（使用单位具备条件时，对本单位设备自行维护保养）
         */
        SelfMaintainApply: {
            /** @description 申请主键（32 位十六进制） */
            id: string;
            /** @description 申请编号（提交后生成） */
            applyNo?: string | null;
            /** @description 设备内部编号 */
            oidno: string;
            eqpCode?: components["schemas"]["EquipmentCode"];
            /** @description 使用登记证编号 */
            registCode?: components["schemas"]["RegistrationCode"] | null;
            equclacode?: components["schemas"]["EquipmentTypeCode"];
            /** @description 设备类别名称 */
            equclaname?: string;
            /** @description 设备名称 */
            eqpName: string;
            /** @description 使用单位 */
            useUnitName?: string;
            /** @description 自行维保人员（姓名，多个以逗号分隔） */
            maintainers?: string;
            /** @description 维保人员作业人员证编号（与人员顺序对应，逗号分隔） */
            maintainerCertNos?: string | null;
            /** @description 维保周期（天） */
            maintCycleDays?: number | null;
            /** @description 维护保养计划与主要内容 */
            maintPlan?: string | null;
            /** @description 申请理由（具备的条件） */
            applyReason?: string | null;
            /** @description 自行维保起始日期 */
            startDate?: components["schemas"]["DateString"] | null;
            /** @description 自行维保终止日期 */
            endDate?: components["schemas"]["DateString"] | null;
            /** @description 联系人 */
            contactPerson?: string | null;
            /** @description 联系电话 */
            contactPhone?: string | null;
            /** @description 附件所属记录编号（维保人员证书、维保制度等） */
            attrefsysid?: string | null;
            /** @description 提交时间 */
            applyDate?: components["schemas"]["DateTimeString"] | null;
            /**
             * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
             * @enum {string}
             */
            status: "0" | "1" | "2" | "3" | "4";
            /**
             * @description 状态名称
             * @enum {string}
             */
            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回";
            /** @description 审核意见 */
            auditOpinion?: string | null;
            /** @description 审核时间 */
            auditDate?: components["schemas"]["DateTimeString"] | null;
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
        /** @description Excel 导入结果（逐行校验，部分失败时成功行仍会导入） */
        ExcelImportResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["ImportSummary"];
                };
            };
        };
        /**
         * @description Excel 文件（xlsx）。文件名在 `Content-Disposition` 中以 RFC 5987 编码给出（中文名），
         *     如 `attachment; filename*=UTF-8''%E9%94%85%E7%82%89%E4%BA%A7%E5%93%81%E6%95%B0%E6%8D%AE.xlsx`（锅炉产品数据.xlsx）。
         */
        ExcelFile: {
            headers: {
                /**
                 * @description 附件文件名（UTF-8 百分号编码的中文文件名）
                 * @example attachment; filename*=UTF-8''%E4%BA%A7%E5%93%81%E6%95%B0%E6%8D%AE.xlsx
                 */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                /** @example excel file bytes */
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
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
                    /** @description 附件关联编号（客户端生成；已上传的加盖公章的授权委托书 / 重置申请书） */
                    attrefsysid?: string;
                    /** @description 图形验证码（/a/stone/common/validCode） */
                    validateCode: string;
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
                 * @description 注册时填写的联系人手机号码
                 * @example 13967854021
                 */
                b: string;
                /**
                 * @description 发送到该手机的短信验证码（6 位数字）
                 * @example 482913
                 */
                c: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 注册申请及其审核状态 */
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
                     * @description 审核状态：0 待审核，1 已通过，2 未通过
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
            /** @description 新增结果；data 为新账号编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 新账号编号 */
                        data?: string | null;
                    };
                };
            };
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
            /** @description 保存结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 账号编号 */
                        data?: string | null;
                    };
                };
            };
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
                     * @description 审核状态：0 待审核，1 已通过，2 未通过
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
    listOnlineApplies: {
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
                    /** @description 报检流水号（支持模糊查询） */
                    onlinelsh?: string;
                    /** @description 报检流水号的别名（与 onlinelsh 相同，旧页面使用） */
                    applyNo?: string;
                    /** @description 设备类别代码 */
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * @description 检验类别：1 定期检验，2 监督检验，3 委托检验，4 首次检验
                     * @enum {string}
                     */
                    inspectioncategory?: "1" | "2" | "3" | "4";
                    /**
                     * @description 办理状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回，5 已撤销
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4" | "5";
                    /**
                     * Format: date
                     * @description 申请日期起（yyyy-MM-dd）
                     */
                    applyDateBegin?: string;
                    /**
                     * Format: date
                     * @description 申请日期止（yyyy-MM-dd）
                     */
                    applyDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 网上报检申请分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["OnlineApply"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getOnlineApplyDetail: {
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
            /** @description 网上报检申请详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["OnlineApplyDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteOnlineApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    saveOnlineApply: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 短信验证码（提交时必填，经 /a/stone/common/smsAuthCode 发送到联系人手机）
                 * @example 482916
                 */
                authCode?: string;
                /**
                 * @description 是否保存并提交；不传或 false 仅保存草稿
                 * @example true
                 */
                isCommit?: boolean;
                /**
                 * @description 是否电脑端提交（true 电脑端，false 手机端）
                 * @example true
                 */
                isPc?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 申请编号；新建时不传，修改草稿时必传 */
                    id?: string;
                    /** @description 报检流水号；新建时不传，由服务端生成 */
                    onlinelsh?: string;
                    /**
                     * @description 检验类别：1 定期检验，2 监督检验，3 委托检验，4 首次检验
                     * @enum {string}
                     */
                    inspectioncategory: "1" | "2" | "3" | "4";
                    /** @description 设备类别代码（一次申请只含一个类别的设备） */
                    equclacode: components["schemas"]["EquipmentTypeCode"];
                    /** @description 报检设备的设备内部编号（oidno），多台以英文逗号分隔 */
                    oidnos: string;
                    /** @description 联系人 */
                    contactName: string;
                    /** @description 联系电话（手机或固定电话） */
                    contactPhone: string;
                    /**
                     * Format: date
                     * @description 期望检验日期（yyyy-MM-dd）
                     */
                    expectedDate?: string;
                    /** @description 检验地点 */
                    inspAddress?: string;
                    /** @description 邮政编码（6 位，不以 0 开头） */
                    postalCode?: string;
                    /** @description 指定检验组编号（见 findInmGroup，可不填） */
                    inmGroupId?: string;
                    /** @description 申请的减免政策编号（见 findChaReliefPolicys，可不填） */
                    reliefPolicyId?: string;
                    /** @description 附件关联编号（客户端生成的 32 位十六进制，上传申请材料时使用） */
                    attrefsysid: string;
                    /** @description 备注 */
                    remark?: string;
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
                        /** @description 保存结果 */
                        data?: {
                            /** @description 申请编号 */
                            id: string;
                            /** @description 报检流水号 */
                            onlinelsh: string;
                            /**
                             * @description 保存后的办理状态：0 草稿，1 已提交
                             * @enum {string}
                             */
                            status: "0" | "1";
                            /**
                             * @description 办理状态名称
                             * @enum {string}
                             */
                            statusName: "草稿" | "已提交";
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listWaitInspectEquipments: {
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
                    /** @description 设备类别代码 */
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * @description 检验类别：1 定期检验，2 监督检验，3 委托检验，4 首次检验
                     * @enum {string}
                     */
                    inspectioncategory?: "1" | "2" | "3" | "4";
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 设备名称（支持模糊查询） */
                    eqpName?: string;
                    /**
                     * Format: date
                     * @description 下次检验日期止（yyyy-MM-dd），默认今天起 60 天
                     */
                    nextInspDateEnd?: string;
                    /** @description 是否排除已在报检流程中的设备 */
                    excludeInFlow?: boolean;
                };
            };
        };
        responses: {
            /** @description 待检设备分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["WaitInspectEquipment"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listChargeReliefPolicies: {
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
                    /** @description 设备类别代码 */
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * @description 检验类别：1 定期检验，2 监督检验，3 委托检验，4 首次检验
                     * @enum {string}
                     */
                    inspectioncategory?: "1" | "2" | "3" | "4";
                };
            };
        };
        responses: {
            /** @description 减免政策列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ChargeReliefPolicy"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getChargeInspectionFee: {
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
                    /** @description 已保存的申请编号（与 oidnos 二选一） */
                    id?: string;
                    /** @description 试算时的设备内部编号，多台以英文逗号分隔 */
                    oidnos?: string;
                    /**
                     * @description 检验类别（试算时必填）：1 定期检验，2 监督检验，3 委托检验，4 首次检验
                     * @enum {string}
                     */
                    inspectioncategory?: "1" | "2" | "3" | "4";
                    /** @description 减免政策编号（可不填） */
                    reliefPolicyId?: string;
                };
            };
        };
        responses: {
            /** @description 检验费计算结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["InspectionFee"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    checkOnlineInspection: {
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
                    /** @description 设备内部编号，多台以英文逗号分隔 */
                    oidno: string;
                    /**
                     * @description 检验类别：1 定期检验，2 监督检验，3 委托检验，4 首次检验
                     * @enum {string}
                     */
                    inspectioncategory?: "1" | "2" | "3" | "4";
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
                        /** @description 能否网上报检 */
                        data?: {
                            /** @description 是否允许网上报检 */
                            allowed: boolean;
                            /** @description 不允许时的原因 */
                            reason?: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    uploadOnlineApplyPayCert: {
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
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description 付款凭证文件（jpg、png 或 pdf，不超过 10 MB）
                     */
                    file: Blob;
                    /**
                     * Format: date
                     * @description 转账日期（yyyy-MM-dd）
                     */
                    payDate?: string;
                    /** @description 备注（如 付款账户、回单号） */
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description 上传后的付款凭证附件 */
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
    listInspectionGroups: {
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
                    /** @description 设备类别代码 */
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /** @description 设备所在区县代码 */
                    areaCode?: components["schemas"]["AreaCode"];
                };
            };
        };
        responses: {
            /** @description 检验组列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["InspectionGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    cancelOnlineApply: {
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
                "application/x-www-form-urlencoded": components["schemas"]["IdForm"] & {
                    /** @description 撤销原因 */
                    reason: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    checkOnlineApplyAttachments: {
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
                     * @description 检验类别：1 定期检验，2 监督检验，3 委托检验，4 首次检验
                     * @enum {string}
                     */
                    inspectioncategory: "1" | "2" | "3" | "4";
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
                        /** @description 附件完整性 */
                        data?: {
                            /** @description 必传附件是否齐全 */
                            complete: boolean;
                            /** @description 缺少的附件类别 */
                            missing: string[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    payOnlineApply: {
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
                 * @description 报检流水号 onlinelsh
                 * @example BJ20261118000237
                 */
                a: string;
                /**
                 * @description 支付方式：1 微信支付，2 支付宝，3 银联云闪付
                 * @example 1
                 */
                b: "1" | "2" | "3";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 支付订单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PaymentOrder"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listDeclarations: {
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
                    /**
                     * @description 申报类别：periodic 定期检验，superintend 安装改造修理监督检验，manufactureSupervise 制造监督检验，entrust 委托检验，appraisal 设计文件鉴定
                     * @enum {string}
                     */
                    declareType?: "periodic" | "superintend" | "manufactureSupervise" | "entrust" | "appraisal";
                    /** @description 申报流水号（支持模糊查询） */
                    onlinelsh?: string;
                    /** @description 设备类别代码 */
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * @description 办理状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回，5 已撤销
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4" | "5";
                    /**
                     * Format: date
                     * @description 提交日期起（yyyy-MM-dd）
                     */
                    declareDateBegin?: string;
                    /**
                     * Format: date
                     * @description 提交日期止（yyyy-MM-dd）
                     */
                    declareDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 检验申报分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["Declaration"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getDeclarationDetail: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 申报流水号
                 * @example JJ20260915000027
                 */
                onlinelsh: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 检验申报详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Declaration"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveDeclaration: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 是否保存并提交；不传或 false 仅保存草稿
                 * @example false
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 申报编号；新建时不传 */
                    id?: string;
                    /** @description 申报流水号；新建时不传，由服务端生成 */
                    onlinelsh?: string;
                    /**
                     * @description 申报类别：periodic 定期检验，superintend 安装改造修理监督检验，manufactureSupervise 制造监督检验，entrust 委托检验，appraisal 设计文件鉴定
                     * @enum {string}
                     */
                    declareType: "periodic" | "superintend" | "manufactureSupervise" | "entrust" | "appraisal";
                    /** @description 设备类别代码 */
                    equclacode: components["schemas"]["EquipmentTypeCode"];
                    /** @description 项目名称 */
                    projectName?: string;
                    /** @description 施工单位、制造单位或设计单位 */
                    constructUnitName?: string;
                    /**
                     * @description 施工类别（监督检验时必填）
                     * @enum {string}
                     */
                    constructType?: "安装" | "改造" | "重大修理";
                    /** @description 申报设备的设备内部编号，多台以英文逗号分隔（设计文件鉴定不填） */
                    oidnos?: string;
                    /** @description 联系人 */
                    contactName: string;
                    /** @description 联系电话（手机或固定电话） */
                    contactPhone: string;
                    /** @description 检验（施工、制造）地点 */
                    address?: string;
                    /**
                     * Format: date
                     * @description 期望检验日期（yyyy-MM-dd）
                     */
                    expectedDate?: string;
                    /** @description 附件关联编号（客户端生成的 32 位十六进制） */
                    attrefsysid: string;
                    /** @description 备注 */
                    remark?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteDeclaration: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    submitDeclaration: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listSupervisionInspectionStatements: {
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
                    /** @description 监督检验申报流水号 */
                    onlinelsh?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 施工单位（支持模糊查询） */
                    installUnitName?: string;
                    /**
                     * @description 进度：0 待检验，1 检验中，2 已出具报告
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2";
                };
            };
        };
        responses: {
            /** @description 电梯监督检验情况分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["SupervisionInspectionStatement"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listElevatorInspectionData: {
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
                    /** @description 监督检验申报流水号 */
                    onlinelsh?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /**
                     * @description 资料状态：0 草稿，1 已提交，2 已确认
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2";
                };
            };
        };
        responses: {
            /** @description 电梯监督检验资料分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["ElevatorInspectionData"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveElevatorInspectionData: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 是否保存并提交；不传或 false 仅保存草稿
                 * @example true
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 记录编号；新建时不传 */
                    id?: string;
                    /** @description 关联的监督检验申报流水号 */
                    onlinelsh?: string;
                    /** @description 设备内部编号 */
                    oidno?: string;
                    /** @description 设备代码（18 位） */
                    eqpCode: components["schemas"]["EquipmentCode"];
                    /** @description 设备名称 */
                    eqpName: string;
                    /** @description 型号规格 */
                    eqpModel: string;
                    /** @description 出厂编号 */
                    factoryNo: string;
                    /** @description 制造单位 */
                    makeUnitName?: string;
                    /** @description 施工单位 */
                    installUnitName: string;
                    /** @description 施工单位许可证编号 */
                    installLicenseNo?: string;
                    /** @description 施工项目负责人 */
                    projectLeader: string;
                    /** @description 额定载重量（kg），自动扶梯填 0 */
                    ratedLoad: number;
                    /** @description 额定速度（m/s） */
                    ratedSpeed: number;
                    /** @description 层站数（层） */
                    floors: number;
                    /** @description 提升高度（m） */
                    liftingHeight?: number;
                    /** @description 控制方式 */
                    controlType?: string;
                    /** @description 设备使用地点 */
                    useAddress?: string;
                    /**
                     * Format: date
                     * @description 施工开始日期（yyyy-MM-dd）
                     */
                    constructStartDate: string;
                    /**
                     * Format: date
                     * @description 施工结束日期（yyyy-MM-dd）
                     */
                    constructEndDate?: string;
                    /**
                     * @description 施工自检结论
                     * @enum {string}
                     */
                    selfCheckConclusion?: "合格" | "不合格";
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteElevatorInspectionData: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listInspectionReports: {
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
                    /** @description 报告编号（支持模糊查询） */
                    reportNo?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 设备类别代码 */
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * @description 检验类别：1 定期检验，2 监督检验，3 委托检验，4 首次检验
                     * @enum {string}
                     */
                    inspType?: "1" | "2" | "3" | "4";
                    /**
                     * @description 检验结论
                     * @enum {string}
                     */
                    conclusion?: "合格" | "不合格" | "复检合格" | "基本符合要求" | "不符合要求" | "允许使用";
                    /**
                     * Format: date
                     * @description 检验日期起（yyyy-MM-dd）
                     */
                    inspDateBegin?: string;
                    /**
                     * Format: date
                     * @description 检验日期止（yyyy-MM-dd）
                     */
                    inspDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 检验报告分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["InspectionReport"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getInspectionReportDetail: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 报告编号（主键）
                 * @example 982da4ed711e0b983d804b275138d6ea
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 检验报告详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["InspectionReport"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    downloadInspectionReportPdf: {
        parameters: {
            query: {
                /**
                 * @description 报告编号（主键）
                 * @example 982da4ed711e0b983d804b275138d6ea
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 报告 PDF 文件 */
            200: {
                headers: {
                    /** @description 附件文件名，如 attachment; filename*=UTF-8''(2026)甬特检电字第03012号.pdf */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 (2026)甬特检电字第03012号 检验报告 */
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listInspectionOpinions: {
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
                    /** @description 通知书编号（支持模糊查询） */
                    opinionNo?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 设备类别代码 */
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * @description 整改状态：0 待整改，1 待确认，2 已确认，3 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3";
                    /**
                     * Format: date
                     * @description 签发日期起（yyyy-MM-dd）
                     */
                    issueDateBegin?: string;
                    /**
                     * Format: date
                     * @description 签发日期止（yyyy-MM-dd）
                     */
                    issueDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 检验意见通知书分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["InspectionOpinion"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getInspectionOpinionDetail: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 通知书编号（主键）
                 * @example 0aae575cdf3d89f3372b774c69e4cafd
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 检验意见通知书详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["InspectionOpinion"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    confirmInspectionRectification: {
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
                    /** @description 通知书编号（主键） */
                    id: string;
                    /** @description 整改情况说明 */
                    rectifyDescription: string;
                    /**
                     * Format: date
                     * @description 整改完成日期（yyyy-MM-dd）
                     */
                    rectifyDate?: string;
                    /** @description 整改材料附件关联编号（即通知书的 attrefsysid） */
                    attrefsysid: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    downloadInspectionOpinionPdf: {
        parameters: {
            query: {
                /**
                 * @description 通知书编号（主键）
                 * @example 98f10e2b2fe13bc6b4e199bf50ae35b8
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 检验意见通知书 PDF 文件 */
            200: {
                headers: {
                    /** @description 附件文件名，如 attachment; filename*=UTF-8''(2026)甬特检意字第0458号.pdf */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 (2026)甬特检意字第0458号 检验意见通知书 */
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listInvoiceTitles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /**
                     * @description 抬头类型：1 企业，2 个人
                     * @enum {string}
                     */
                    titleType?: "1" | "2";
                    /** @description 抬头名称（支持模糊查询） */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description 开票信息分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["InvoiceTitle"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveInvoiceTitle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 抬头编号；新建时不传 */
                    id?: string;
                    /**
                     * @description 抬头类型：1 企业，2 个人
                     * @enum {string}
                     */
                    titleType: "1" | "2";
                    /** @description 抬头名称（单位名称或个人姓名） */
                    name: string;
                    /** @description 纳税人识别号（企业必填，15 或 18 位） */
                    taxNo?: string;
                    /** @description 注册地址 */
                    address?: string;
                    /** @description 注册电话 */
                    phone?: string;
                    /** @description 开户银行 */
                    bank?: string;
                    /** @description 银行账号 */
                    account?: string;
                    /**
                     * Format: email
                     * @description 接收电子发票的邮箱
                     */
                    email?: string;
                    /** @description 是否设为默认抬头 */
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description 操作结果（/api 接口以 isSuccess / errmsg 表达成败） */
            200: {
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
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteInvoiceTitle: {
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
            /** @description 操作结果（/api 接口以 isSuccess / errmsg 表达成败） */
            200: {
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
            401: components["responses"]["Unauthorized"];
        };
    };
    listCharges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 报检流水号（支持模糊查询） */
                    onlinelsh?: string;
                    /**
                     * @description 收费类别：1 检验费，2 作业人员考试费
                     * @enum {string}
                     */
                    chargeType?: "1" | "2";
                    /**
                     * @description 缴费状态：0 未支付，1 已支付，2 已退款
                     * @enum {string}
                     */
                    payStatus?: "0" | "1" | "2";
                    /**
                     * Format: date
                     * @description 创建日期起（yyyy-MM-dd）
                     */
                    createDateBegin?: string;
                    /**
                     * Format: date
                     * @description 创建日期止（yyyy-MM-dd）
                     */
                    createDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 收费记录分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["Charge"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getChargeDetail: {
        parameters: {
            query: {
                /**
                 * @description 收费记录编号
                 * @example 890f1a040b4613fc59f4e4aebd4555f9
                 */
                chargesysid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 缴费单详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ChargeDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 发票号码 */
                    invoiceNo?: string;
                    /** @description 报检流水号 */
                    onlinelsh?: string;
                    /**
                     * @description 发票状态：0 申请中，1 已开具，2 已红冲，3 开票失败
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3";
                    /**
                     * Format: date
                     * @description 开票日期起（yyyy-MM-dd）
                     */
                    issueDateBegin?: string;
                    /**
                     * Format: date
                     * @description 开票日期止（yyyy-MM-dd）
                     */
                    issueDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 发票分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["Invoice"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getInvoiceDetail: {
        parameters: {
            query: {
                /**
                 * @description 发票记录编号
                 * @example 432f9cd9a34a1da1918f5668f4006a85
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 发票详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Invoice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    applyInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 收费记录编号 */
                    chargesysid: string;
                    /** @description 开票信息（抬头）编号 */
                    titleId: string;
                    /**
                     * @description 发票类型
                     * @enum {string}
                     */
                    invoiceType?: "电子普通发票" | "电子专用发票";
                    /**
                     * Format: email
                     * @description 接收电子发票的邮箱（不填则用抬头中的邮箱）
                     */
                    email?: string;
                    /** @description 发票备注 */
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description 申请结果；成功时 data 为发票记录编号 */
            200: {
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
            401: components["responses"]["Unauthorized"];
        };
    };
    listExamFeeRegistrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 登记流水号（支持模糊查询） */
                    regNo?: string;
                    /** @description 作业项目代号 */
                    workItemCode?: string;
                    /**
                     * @description 考试类别：1 取证，2 复审
                     * @enum {string}
                     */
                    examType?: "1" | "2";
                    /**
                     * @description 登记状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4";
                    /**
                     * @description 缴费状态：0 未支付，1 已支付，2 已退款
                     * @enum {string}
                     */
                    payStatus?: "0" | "1" | "2";
                };
            };
        };
        responses: {
            /** @description 考试费登记分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["ExamFeeRegistration"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveExamFeeRegistration: {
        parameters: {
            query?: {
                /**
                 * @description 是否保存并提交；不传或 false 仅保存草稿
                 * @example true
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 登记编号；新建时不传 */
                    id?: string;
                    /** @description 考试批次 */
                    examBatch: string;
                    /** @description 作业项目代号，如 T、N1、G1 */
                    workItemCode: string;
                    /**
                     * @description 考试类别：1 取证，2 复审
                     * @enum {string}
                     */
                    examType: "1" | "2";
                    /** @description 报名作业人员编号（/a/stone/operator 中的记录），多人以英文逗号分隔 */
                    operatorIds: string;
                    /** @description 联系人 */
                    contactName: string;
                    /** @description 联系电话（手机或固定电话） */
                    contactPhone: string;
                    /** @description 备注 */
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description 保存结果；成功时 data 为登记编号 */
            200: {
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
            401: components["responses"]["Unauthorized"];
        };
    };
    getExamFeeRegistrationDetail: {
        parameters: {
            query: {
                /**
                 * @description 登记编号
                 * @example 693a32dba4080221a8beed58577798e1
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 考试费登记详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ExamFeeRegistration"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteExamFeeRegistration: {
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
            /** @description 操作结果（/api 接口以 isSuccess / errmsg 表达成败） */
            200: {
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
            401: components["responses"]["Unauthorized"];
        };
    };
    getPaymentNote: {
        parameters: {
            query: {
                /**
                 * @description 报检流水号
                 * @example BJ20261118000237
                 */
                onlinelsh: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 缴费通知单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PaymentNote"];
                    };
                };
            };
        };
    };
    getPaymentSlip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 收费记录编号
                 * @example 890f1a040b4613fc59f4e4aebd4555f9
                 */
                chargesysid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 缴费单详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ChargeDetail"];
                    };
                };
            };
        };
    };
    listTerminationApplies: {
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
                    /**
                     * @description 申请类型：1 停用，2 报废，3 注销，4 启用
                     * @enum {string}
                     */
                    applyType?: "1" | "2" | "3" | "4";
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4";
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 申请编号 */
                    applyNo?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
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
            /** @description 停用报废注销登记申请列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["TerminationApply"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getTerminationApply: {
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
            /** @description 停用报废注销登记申请详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["TerminationApply"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveTerminationApply: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 为 true 时保存并提交（进入办理流程）；缺省或 false 时只保存为草稿
                 * @example true
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TerminationApplyForm"];
            };
        };
        responses: {
            /** @description 保存结果，data 为记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 保存后的记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteTerminationApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    commitTerminationApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    rollbackTerminationApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listConstructionNotices: {
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
                    /**
                     * @description 施工类别：1 安装，2 改造，3 修理
                     * @enum {string}
                     */
                    constructionType?: "1" | "2" | "3";
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4";
                    /** @description 告知编号 */
                    noticeNo?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /** @description 施工单位名称（支持模糊查询） */
                    constructUnitName?: string;
                    /**
                     * Format: date
                     * @description 计划开工日期起
                     */
                    planStartDateBegin?: string;
                    /**
                     * Format: date
                     * @description 计划开工日期止
                     */
                    planStartDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 施工告知列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["ConstructionNotice"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getConstructionNotice: {
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
            /** @description 施工告知详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ConstructionNotice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveConstructionNotice: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 为 true 时保存并提交（进入办理流程）；缺省或 false 时只保存为草稿
                 * @example true
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ConstructionNoticeForm"];
            };
        };
        responses: {
            /** @description 保存结果，data 为记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 保存后的记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteConstructionNotice: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    commitConstructionNotice: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listUseRegistChanges: {
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
                    /**
                     * @description 变更类型：1 单位变更，2 更名变更，3 移装变更，4 改造变更，5 其他信息变更
                     * @enum {string}
                     */
                    changeType?: "1" | "2" | "3" | "4" | "5";
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4";
                    /** @description 申请编号 */
                    applyNo?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 使用登记证编号（支持模糊查询） */
                    registCode?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
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
            /** @description 使用登记变更申请列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["UseRegistChange"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUseRegistChange: {
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
            /** @description 使用登记变更申请详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UseRegistChange"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveUseRegistChange: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 为 true 时保存并提交（进入办理流程）；缺省或 false 时只保存为草稿
                 * @example true
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["UseRegistChangeForm"];
            };
        };
        responses: {
            /** @description 保存结果，data 为记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 保存后的记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteUseRegistChange: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listMaintenanceProjectApplys: {
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
                    /**
                     * @description 状态：0 草稿，1 已提交，2 审核中，3 已通过，4 已退回，5 已撤销
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4" | "5";
                    /** @description 申请编号 */
                    applyNo?: string;
                    /** @description 维保项目名称（支持模糊查询） */
                    projectName?: string;
                    /** @description 维保单位名称（支持模糊查询） */
                    maintUnitName?: string;
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
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                };
            };
        };
        responses: {
            /** @description 维保项目申请列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["MaintenanceProjectApply"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMaintenanceProjectApply: {
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
            /** @description 维保项目申请详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MaintenanceProjectApply"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveMaintenanceProjectApply: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 为 true 时保存并提交（进入办理流程）；缺省或 false 时只保存为草稿
                 * @example true
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["MaintenanceProjectApplyForm"];
            };
        };
        responses: {
            /** @description 保存结果，data 为记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 保存后的记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteMaintenanceProjectApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    submitMaintenanceProjectApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    revokeMaintenanceProjectApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listMaintenancePriceApplys: {
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
                    /**
                     * @description 状态：0 草稿，1 已提交，2 审核中，3 已通过，4 已退回，5 已撤销
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4" | "5";
                    /** @description 申请编号 */
                    applyNo?: string;
                    /** @description 维保项目名称（支持模糊查询） */
                    projectName?: string;
                    /** @description 维保单位名称（支持模糊查询） */
                    maintUnitName?: string;
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
            /** @description 维保价格申请列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["MaintenancePriceApply"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMaintenancePriceApply: {
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
            /** @description 维保价格申请详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MaintenancePriceApply"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveMaintenancePriceApply: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 为 true 时保存并提交（进入办理流程）；缺省或 false 时只保存为草稿
                 * @example true
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["MaintenancePriceApplyForm"];
            };
        };
        responses: {
            /** @description 保存结果，data 为记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 保存后的记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteMaintenancePriceApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    submitMaintenancePriceApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    revokeMaintenancePriceApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listMaintenanceRecords: {
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
                    /** @description 设备内部编号 */
                    oidno?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /**
                     * @description 维保类型：1 半月维保，2 季度维保，3 半年维保，4 年度维保
                     * @enum {string}
                     */
                    maintType?: "1" | "2" | "3" | "4";
                    /**
                     * @description 签字状态：0 待签字，1 已签字
                     * @enum {string}
                     */
                    signStatus?: "0" | "1";
                    /**
                     * Format: date
                     * @description 维保日期起
                     */
                    maintDateBegin?: string;
                    /**
                     * Format: date
                     * @description 维保日期止
                     */
                    maintDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 电梯维保记录列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["MaintenanceRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listSelfDetectionRecords: {
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
                    /** @description 设备内部编号 */
                    oidno?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 自检年度 */
                    detectYear?: string;
                    /**
                     * @description 自检结论
                     * @enum {string}
                     */
                    conclusion?: "合格" | "不合格";
                    /**
                     * @description 整改状态：0 无需整改，1 已整改，2 整改中
                     * @enum {string}
                     */
                    rectifyStatus?: "0" | "1" | "2";
                };
            };
        };
        responses: {
            /** @description 年度自行检测记录列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["SelfDetectionRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listInteractions: {
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
                    /** @description 主题（支持模糊查询） */
                    subject?: string;
                    /**
                     * @description 业务类别：1 报检咨询，2 检验报告，3 收费发票，4 其他
                     * @enum {string}
                     */
                    bizType?: "1" | "2" | "3" | "4";
                    /**
                     * @description 发送方：1 企业，2 检验机构
                     * @enum {string}
                     */
                    senderType?: "1" | "2";
                    /**
                     * @description 回复状态：0 未回复，1 已回复
                     * @enum {string}
                     */
                    replyStatus?: "0" | "1";
                    /**
                     * Format: date
                     * @description 发送日期起
                     */
                    sendTimeBegin?: string;
                    /**
                     * Format: date
                     * @description 发送日期止
                     */
                    sendTimeEnd?: string;
                };
            };
        };
        responses: {
            /** @description 与检验机构互动留言列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["Interaction"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getInteraction: {
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
            /** @description 互动留言详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Interaction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveInteraction: {
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
                "application/x-www-form-urlencoded": components["schemas"]["InteractionForm"];
            };
        };
        responses: {
            /** @description 保存结果，data 为记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 保存后的记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteInteraction: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listRescueRecords: {
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
                    /** @description 设备内部编号 */
                    oidno?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * Format: date
                     * @description 日期起
                     */
                    alarmTimeBegin?: string;
                    /**
                     * Format: date
                     * @description 日期止
                     */
                    alarmTimeEnd?: string;
                    /**
                     * @description 困人原因类别：1 停电，2 设备故障，3 人为因素，4 外部因素，5 其他
                     * @enum {string}
                     */
                    causeType?: "1" | "2" | "3" | "4" | "5";
                };
            };
        };
        responses: {
            /** @description 救援登记列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["RescueRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getRescueRecord: {
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
            /** @description 救援登记详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["RescueRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveRescueRecord: {
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
                "application/x-www-form-urlencoded": components["schemas"]["RescueRecordForm"];
            };
        };
        responses: {
            /** @description 保存结果，data 为记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 保存后的记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteRescueRecord: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listFaultRecords: {
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
                    /** @description 设备内部编号 */
                    oidno?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * Format: date
                     * @description 日期起
                     */
                    faultTimeBegin?: string;
                    /**
                     * Format: date
                     * @description 日期止
                     */
                    faultTimeEnd?: string;
                    /** @description 是否已恢复运行 */
                    recovered?: boolean;
                };
            };
        };
        responses: {
            /** @description 故障登记列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["FaultRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getFaultRecord: {
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
            /** @description 故障登记详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["FaultRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveFaultRecord: {
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
                "application/x-www-form-urlencoded": components["schemas"]["FaultRecordForm"];
            };
        };
        responses: {
            /** @description 保存结果，data 为记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 保存后的记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteFaultRecord: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listMaintenanceUnits: {
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
                    /** @description 单位名称（支持模糊查询） */
                    unitName?: string;
                    /** @description 统一社会信用代码 */
                    creditCode?: string;
                    /** @description 许可证编号 */
                    licenseNo?: string;
                    /** @description 所在区县代码 */
                    areaCode?: string;
                    /**
                     * @description 许可状态：1 有效，2 即将到期，3 已过期
                     * @enum {string}
                     */
                    licenseStatus?: "1" | "2" | "3";
                };
            };
        };
        responses: {
            /** @description 维保单位列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["MaintenanceUnit"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMaintenanceUnit: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 维保单位编号
                 * @example U330203000076
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 维保单位详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MaintenanceUnit"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listMaintenanceUnitEquipment: {
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
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 维保单位编号 */
                    maintUnitId: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 使用单位名称（支持模糊查询） */
                    useUnitName?: string;
                };
            };
        };
        responses: {
            /** @description 维保单位维保的设备（分页）结果 */
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
    listCheckRecords: {
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
                    /** @description 设备内部编号 */
                    oidno?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * @description 检查类型：1 日常检查，2 月度检查
                     * @enum {string}
                     */
                    checkType?: "1" | "2";
                    /**
                     * @description 检查结论：1 正常，2 发现问题
                     * @enum {string}
                     */
                    conclusion?: "1" | "2";
                    /**
                     * Format: date
                     * @description 检查日期起
                     */
                    checkDateBegin?: string;
                    /**
                     * Format: date
                     * @description 检查日期止
                     */
                    checkDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 设备安全检查记录列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["CheckRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCheckRecord: {
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
            /** @description 设备安全检查记录详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CheckRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listInspectionItems: {
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
                    equclacode: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * @description 检查周期：1 每日，2 每月
                     * @enum {string}
                     */
                    checkCycle?: "1" | "2";
                };
            };
        };
        responses: {
            /** @description 按设备类别取安全检查项目结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CheckItem"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listUseRegistSets: {
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
                    /** @description 登记名称（支持模糊查询） */
                    setName?: string;
                    /** @description 使用登记证编号（支持模糊查询） */
                    registCode?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /** @description 所在区县代码 */
                    areaCode?: string;
                    /**
                     * @description 使用状态：1 在用，2 停用，3 报废，4 注销
                     * @enum {string}
                     */
                    useStatus?: "1" | "2" | "3" | "4";
                };
            };
        };
        responses: {
            /** @description 按套使用登记列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["UseRegistSet"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUseRegistSet: {
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
            /** @description 按套使用登记详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UseRegistSet"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listUseRegistUnits: {
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
                    /** @description 登记名称（支持模糊查询） */
                    setName?: string;
                    /** @description 使用登记证编号（支持模糊查询） */
                    registCode?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /** @description 所在区县代码 */
                    areaCode?: string;
                    /**
                     * @description 使用状态：1 在用，2 停用，3 报废，4 注销
                     * @enum {string}
                     */
                    useStatus?: "1" | "2" | "3" | "4";
                };
            };
        };
        responses: {
            /** @description 按单位使用登记列表（分页）结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["UseRegistSet"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUseRegistUnit: {
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
            /** @description 按单位使用登记详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UseRegistSet"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listSafetyPerson: {
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
                    /** @description 姓名（支持模糊查询） */
                    name?: string;
                    /** @description 公民身份号码 */
                    idCard?: string;
                    /**
                     * @description 岗位：1 安全管理员，2 安全总监，3 主要负责人
                     * @enum {string}
                     */
                    post?: "1" | "2" | "3";
                    /**
                     * @description 持证状态：0 未取证，1 有效，2 即将到期，3 已过期
                     * @enum {string}
                     */
                    certStatus?: "0" | "1" | "2" | "3";
                };
            };
        };
        responses: {
            /** @description 安全管理人员分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["SafetyPerson"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getSafetyPerson: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 安全管理人员主键
                 * @example 492612dc7a3db8cce115bcf71d572bc5
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 安全管理人员详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SafetyPerson"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteSafetyPerson: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    saveSafetyPerson: {
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
                    /** @description 人员主键，修改时必填，新增时不传 */
                    id?: string;
                    /** @description 姓名 */
                    name: string;
                    /** @description 公民身份号码（18 位，末位可为 X） */
                    idCard: string;
                    /**
                     * @description 性别：1 男，2 女
                     * @enum {string}
                     */
                    sex?: "1" | "2";
                    /** @description 手机号码 */
                    mobile: string;
                    /**
                     * @description 岗位：1 安全管理员，2 安全总监，3 主要负责人
                     * @enum {string}
                     */
                    post: "1" | "2" | "3";
                    /** @description 任命日期 */
                    appointDate?: components["schemas"]["DateString"];
                    /** @description 安全管理人员证书编号（未取证可不填） */
                    certNo?: string;
                    /** @description 负责的设备类别（可多选） */
                    equclacodes?: components["schemas"]["EquipmentTypeCode"][];
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            /** @description 保存结果，data 为人员主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 保存后的人员主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    bindSafetyPersonDevice: {
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
                    /** @description 安全管理人员主键 */
                    personId: string;
                    /** @description 要绑定的设备唯一编号（oidno） */
                    oidnos: string[];
                };
            };
        };
        responses: {
            /** @description 绑定结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 无业务数据 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    checkUpdateBindingPersonnel: {
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
                    /** @description 安全管理人员主键 */
                    personId: string;
                    /** @description 只校验这些设备（缺省校验该人员绑定的全部设备） */
                    oidnos?: string[];
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
                        data?: components["schemas"]["BindingCheck"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    checkBindingPersonnel: {
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
                    /** @description 安全管理人员主键 */
                    personId: string;
                };
            };
        };
        responses: {
            /** @description 已绑定设备 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 已绑定的设备 */
                        data?: components["schemas"]["BoundEquipment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listSafetyPersonCert: {
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
                    /** @description 安全管理人员主键（只查该人员的证书） */
                    personId?: string;
                    /** @description 持证人姓名（支持模糊查询） */
                    personName?: string;
                    /** @description 证书编号 */
                    certNo?: string;
                    /**
                     * @description 证书状态：1 有效，2 即将到期，3 已过期
                     * @enum {string}
                     */
                    certStatus?: "1" | "2" | "3";
                };
            };
        };
        responses: {
            /** @description 证书分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["SafetyPersonCert"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getSafetyPersonCert: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 证书记录主键
                 * @example 174b2c654ecbfe28d402c934bf6fc278
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 证书详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SafetyPersonCert"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteSafetyPersonCert: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    saveSafetyPersonCert: {
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
                    /** @description 证书记录主键，修改时必填，新增时不传 */
                    id?: string;
                    /** @description 所属安全管理人员主键 */
                    personId: string;
                    /** @description 证书类别代码：A 特种设备安全管理 */
                    certType: string;
                    /** @description 证书编号 */
                    certNo: string;
                    /** @description 发证机关 */
                    issueOrg?: string;
                    /** @description 发证日期 */
                    issueDate: components["schemas"]["DateString"];
                    /** @description 有效期至 */
                    expireDate: components["schemas"]["DateString"];
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            /** @description 保存结果，data 为证书记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 保存后的证书记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listOperator: {
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
                    /** @description 姓名（支持模糊查询） */
                    name?: string;
                    /** @description 公民身份号码 */
                    idCard?: string;
                    /** @description 作业项目代码，如 T 电梯修理、Q1 起重机指挥、N1 叉车司机、G1 工业锅炉司炉、R1 快开门式压力容器操作 */
                    workType?: string;
                    /**
                     * @description 证书状态：1 有效，2 即将到期，3 已过期
                     * @enum {string}
                     */
                    certStatus?: "1" | "2" | "3";
                    /**
                     * @description 聘用状态：0 未聘用，1 在聘
                     * @enum {string}
                     */
                    employStatus?: "0" | "1";
                };
            };
        };
        responses: {
            /** @description 作业人员分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["Operator"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getOperator: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 作业人员主键
                 * @example dab295a35b5c5441cd658d17d20a4a52
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 作业人员详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Operator"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    addOperator: {
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
                    /**
                     * @description 性别：1 男，2 女
                     * @enum {string}
                     */
                    sex?: "1" | "2";
                    /** @description 公民身份号码（18 位，末位可为 X） */
                    idCard: string;
                    /** @description 手机号码 */
                    mobile: string;
                    /** @description 文化程度 */
                    education?: string;
                    /** @description 联系地址 */
                    address?: string;
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            /** @description 新增结果，data 为作业人员主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 新作业人员主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateOperator: {
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
                    /** @description 作业人员主键 */
                    id: string;
                    /** @description 姓名 */
                    name: string;
                    /**
                     * @description 性别：1 男，2 女
                     * @enum {string}
                     */
                    sex?: "1" | "2";
                    /** @description 手机号码 */
                    mobile: string;
                    /** @description 文化程度 */
                    education?: string;
                    /** @description 联系地址 */
                    address?: string;
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            /** @description 修改结果，data 为作业人员主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 作业人员主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteOperator: {
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
            /** @description 删除结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 无业务数据 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getOperatorOverview: {
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
            /** @description 作业人员统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["OperatorOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listOperatorDetail: {
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
                    /** @description 作业人员主键 */
                    operatorId: string;
                };
            };
        };
        responses: {
            /** @description 资格证与聘用明细 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 作业人员明细 */
                        data?: {
                            /** @description 作业人员主键 */
                            operatorId: string;
                            /** @description 作业人员姓名 */
                            operatorName?: string;
                            /** @description 资格证（作业项目）明细 */
                            qualificationList: components["schemas"]["OperatorQualification"][];
                            /** @description 聘用记录明细，按聘用日期倒序 */
                            employmentList: components["schemas"]["Employment"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listOperatorQualification: {
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
                    /** @description 作业人员主键（只查该人员的资格证） */
                    operatorId?: string;
                    /** @description 持证人姓名（支持模糊查询） */
                    operatorName?: string;
                    /** @description 证书编号 */
                    certNo?: string;
                    /** @description 作业项目代码 */
                    workType?: string;
                    /**
                     * @description 证书状态：1 有效，2 即将到期，3 已过期
                     * @enum {string}
                     */
                    certStatus?: "1" | "2" | "3";
                };
            };
        };
        responses: {
            /** @description 资格证分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["OperatorQualification"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getOperatorQualification: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 资格证记录主键
                 * @example 6f0ae4b1227bf43358c4ace56ba215e0
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 资格证详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["OperatorQualification"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    addOperatorQualification: {
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
                    /** @description 所属作业人员主键 */
                    operatorId: string;
                    /** @description 证书编号（TS + 持证人身份证号） */
                    certNo: string;
                    /** @description 作业项目代码，如 T、Q1、Q2、N1、G1、R1 */
                    workType: string;
                    /** @description 作业项目名称 */
                    workTypeName?: string;
                    /** @description 发证（取证）日期 */
                    issueDate: components["schemas"]["DateString"];
                    /** @description 有效期至 */
                    expireDate: components["schemas"]["DateString"];
                    /** @description 最近一次复审日期（未复审不传） */
                    reviewDate?: components["schemas"]["DateString"];
                    /** @description 发证机关 */
                    issueOrg?: string;
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            /** @description 新增结果，data 为资格证记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 新资格证记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateOperatorQualification: {
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
                    /** @description 资格证记录主键 */
                    id: string;
                    /** @description 所属作业人员主键 */
                    operatorId: string;
                    /** @description 证书编号（TS + 持证人身份证号） */
                    certNo: string;
                    /** @description 作业项目代码，如 T、Q1、Q2、N1、G1、R1 */
                    workType: string;
                    /** @description 作业项目名称 */
                    workTypeName?: string;
                    /** @description 发证（取证）日期 */
                    issueDate: components["schemas"]["DateString"];
                    /** @description 有效期至 */
                    expireDate: components["schemas"]["DateString"];
                    /** @description 最近一次复审日期（未复审不传） */
                    reviewDate?: components["schemas"]["DateString"];
                    /** @description 发证机关 */
                    issueOrg?: string;
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            /** @description 修改结果，data 为资格证记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 资格证记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteOperatorQualification: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listWorApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 作业人员姓名（支持模糊查询） */
                    operatorName?: string;
                    /** @description 公民身份号码 */
                    idCard?: string;
                    /** @description 作业项目代码 */
                    workType?: string;
                    /**
                     * @description 状态：0 待确认，1 在聘，2 已解聘，3 已拒绝
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3";
                    /** @description 申请日期起 */
                    applyDateBegin?: components["schemas"]["DateString"];
                    /** @description 申请日期止 */
                    applyDateEnd?: components["schemas"]["DateString"];
                };
            };
        };
        responses: {
            /** @description 聘用申请分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["Employment"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listEmployedOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 作业人员姓名（支持模糊查询） */
                    operatorName?: string;
                    /** @description 公民身份号码 */
                    idCard?: string;
                    /** @description 作业项目代码 */
                    workType?: string;
                    /** @description 聘用岗位 */
                    post?: string;
                };
            };
        };
        responses: {
            /** @description 在聘作业人员分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["Employment"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    employOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 作业人员主键 */
                    operatorId: string;
                    /** @description 聘用日期 */
                    employDate: components["schemas"]["DateString"];
                    /** @description 聘用岗位，如 叉车司机、司炉工、电梯维修工 */
                    post?: string;
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            /** @description 聘用结果，data 为聘用记录主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 聘用记录主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getWorApplyDetail: {
        parameters: {
            query: {
                /**
                 * @description 聘用记录主键
                 * @example b01ef00f7ecaa0ee49b9395d8b72636d
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 聘用记录详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Employment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    dismissOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 聘用记录主键 */
                    id: string;
                    /** @description 解聘日期 */
                    dismissDate: components["schemas"]["DateString"];
                    /** @description 解聘原因 */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description 解聘结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 无业务数据 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listEqmBcwBasic: {
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
                    /** @description 申请编号（支持模糊查询） */
                    applyNo?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回，5 已注销
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4" | "5";
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
            /** @description 使用登记记录分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["EqmBcwBasic"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getEqmBcwBasicDetail: {
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
                 * @description 使用登记基础档案主键
                 * @example 71c980d337994d4eae1ec01bba98c885
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 使用登记记录详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EqmBcwBasicDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listEqmBcwBasicOpinions: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 使用登记基础档案主键
                 * @example 4e3c5c54b955419bbcdaab28e3bb3202
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 办理意见（按时间先后） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["AuditOpinion"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    commitEqmBcwBasic: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteEqmBcwBasic: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    rollbackEqmBcwBasic: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    saveEqmBcwBasic: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 为 true 时保存并提交；不传或为 false 时只保存为草稿
                 * @example true
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 档案主键（修改时传，新建时不传） */
                    id?: string;
                    /** @description 申请编号（createApplyno 生成） */
                    applyNo?: string;
                    /**
                     * @description 登记方式：1 按台（套）登记，2 按单位登记
                     * @enum {string}
                     */
                    registMode: "1" | "2";
                    equclacode: components["schemas"]["EquipmentTypeCode"];
                    /** @description 登记设备的内部编号，多台以英文逗号分隔 */
                    oidnos: string;
                    /** @description 使用单位名称 */
                    "eqmBcwBasic.useUnitName": string;
                    /** @description 使用单位统一社会信用代码 */
                    "eqmBcwBasic.creditCode"?: string;
                    /** @description 使用单位地址 */
                    "eqmBcwBasic.useUnitAddress"?: string;
                    /** @description 邮政编码 */
                    "eqmBcwBasic.postalCode"?: string;
                    "eqmBcwBasic.areaCode"?: components["schemas"]["AreaCode"];
                    /** @description 设备使用地点 */
                    "eqmBcwBasic.useAddress"?: string;
                    /** @description 法定代表人 */
                    "eqmBcwBasic.legalPerson"?: string;
                    /** @description 安全管理员 */
                    "eqmBcwBasic.safetyManager"?: string;
                    /** @description 安全管理员手机号码 */
                    "eqmBcwBasic.safetyManagerPhone"?: string;
                    /** @description 单位固定电话 */
                    "eqmBcwBasic.contactPhone"?: string;
                    /** @description 产权单位（与使用单位不同时填写） */
                    "eqmBcwBasic.propertyUnitName"?: string;
                    /** @description 附件关联编号 */
                    attrefsysid?: string;
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listEqmBcwBasicPipeline: {
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
                    /** @description 申请编号（支持模糊查询） */
                    applyNo?: string;
                    /** @description 管道设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 管道级别 */
                    pipeClass?: string;
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回，5 已注销
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4" | "5";
                };
            };
        };
        responses: {
            /** @description 压力管道使用登记分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: (components["schemas"]["EqmBcwBasic"] & {
                                /** @description 管道级别（如 GC1、GC2、GC3、GB1、GB2） */
                                pipeClass: string;
                                /** @description 输送介质 */
                                medium: string;
                                /** @description 设计压力（MPa） */
                                designPressure?: number | null;
                                /** @description 设计温度（℃） */
                                designTemperature?: number | null;
                                /** @description 公称直径范围 */
                                nominalDiameter?: string | null;
                                /** @description 管道总长度（m） */
                                totalLength: number;
                                /** @description 管道条数 */
                                pipeCount: number;
                            })[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    importEqmBcwBasicExcel: {
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
                     * @description Excel 文件（.xlsx，按导入模板填写）
                     */
                    file: Blob;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                };
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ImportSummary"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    checkEqmBcwBasicCancellable: {
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
            /** @description 检查结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description 是否可以申请注销 */
                            canCancel: boolean;
                            /** @description 不能注销的原因（可以注销时为空） */
                            reason?: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getEqmBcwBasicCancellationNotice: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 使用登记基础档案主键
                 * @example cdaba34a2d94437689e9400df146eaaa
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 注销告知书 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CancellationNotice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createEqmBcwBasicApplyNo: {
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
            /** @description 新的申请编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 申请编号 */
                        data?: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveUnit: {
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
                    /** @description 单位编号 */
                    id: string;
                    /** @description 单位名称（须与现有名称一致，改名走变更申请） */
                    orgname: string;
                    /** @description 统一社会信用代码（须与现有代码一致，修改走变更申请） */
                    creditCode: string;
                    /**
                     * @description 单位类型：1 使用单位，2 维保单位，3 安装改造修理单位，4 制造单位
                     * @enum {string}
                     */
                    unitType: "1" | "2" | "3" | "4";
                    areaCode: components["schemas"]["AreaCode"];
                    /** @description 单位地址 */
                    address: string;
                    /** @description 邮政编码（6 位，不以 0 开头） */
                    postalCode?: string;
                    /** @description 法定代表人 */
                    legalPerson: string;
                    /** @description 联系人 */
                    contactPerson: string;
                    /** @description 联系人手机号码 */
                    contactPhone: string;
                    /** @description 单位固定电话（区号-号码） */
                    phone?: string;
                    /** @description 传真 */
                    fax?: string;
                    /**
                     * Format: email
                     * @description 电子邮箱
                     */
                    email?: string;
                    /** @description 固定资产（万元，正整数） */
                    fixedAssets?: number;
                    /** @description 单位性质 */
                    unitNature?: string;
                    /** @description 所属行业 */
                    industry?: string;
                    /**
                     * Format: date
                     * @description 成立日期
                     */
                    establishDate?: string;
                    /** @description 职工人数 */
                    employeeCount?: number;
                    /** @description 安全总监 */
                    safetyDirector?: string;
                    /** @description 安全总监手机号码 */
                    safetyDirectorPhone?: string;
                    /** @description 经营范围 */
                    businessScope?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    applyUnitChange: {
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
                    /** @description 单位编号 */
                    id: string;
                    /** @description 变更后的单位名称（不变更则不传） */
                    orgname?: string;
                    /** @description 变更后的统一社会信用代码（不变更则不传） */
                    creditCode?: string;
                    /** @description 变更后的法定代表人（不变更则不传） */
                    legalPerson?: string;
                    areaCode?: components["schemas"]["AreaCode"];
                    /** @description 变更后的单位地址（不变更则不传） */
                    address?: string;
                    /** @description 变更原因 */
                    changeReason: string;
                    /**
                     * Format: binary
                     * @description 变更后的营业执照（图片或 PDF）
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listUnitChanges: {
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
            /** @description 变更记录分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["UnitChangeRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listUnitUseRegistrations: {
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
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回，5 已注销
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4" | "5";
                };
            };
        };
        responses: {
            /** @description 使用登记记录分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["EqmBcwBasic"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listUnits: {
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
                    /** @description 单位名称（支持模糊查询） */
                    orgname?: string;
                    /** @description 统一社会信用代码 */
                    creditCode?: string;
                    /**
                     * @description 单位类型：1 使用单位，2 维保单位，3 安装改造修理单位，4 制造单位
                     * @enum {string}
                     */
                    unitType?: "1" | "2" | "3" | "4";
                    /** @description 所在区县代码 */
                    areaCode?: string;
                };
            };
        };
        responses: {
            /** @description 单位分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["UnitInfo"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listInspectionUnits: {
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
                    /** @description 机构名称（支持模糊查询） */
                    orgName?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /** @description 所在区县代码 */
                    areaCode?: string;
                };
            };
        };
        responses: {
            /** @description 检验机构分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["InspectionOrg"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUnitDetail: {
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
            /** @description 单位完整信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UnitDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUnitEquipmentStats: {
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
            /** @description 按设备类别的统计（九个类别各一行） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UnitEquipmentStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCurrentUserInspectionOrg: {
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
            /** @description 当前用户所属检验机构 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["InspectionOrg"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    queryUseManageRecords: {
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
                    /** @description 申请编号（支持模糊查询） */
                    applyNo?: string;
                    /**
                     * @description 业务类型：1 改造变更，2 移装变更，3 单位变更，4 更名变更，5 达到设计使用年限继续使用
                     * @enum {string}
                     */
                    bizType?: "1" | "2" | "3" | "4" | "5";
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4";
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
            /** @description 使用管理业务分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["UseManageRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listUseManageApplications: {
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
                    /**
                     * @description 业务类型：1 改造变更，2 移装变更，3 单位变更，4 更名变更，5 达到设计使用年限继续使用
                     * @enum {string}
                     */
                    bizType?: "1" | "2" | "3" | "4" | "5";
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4";
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                };
            };
        };
        responses: {
            /** @description 使用管理申请分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["UseManageRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUseManageRecord: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 使用管理业务主键
                 * @example ea44558b0cf7460f803ac3fc23525728
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 使用管理业务详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UseManageRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveUseManageRecord: {
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
                    /** @description 业务主键（修改时传） */
                    id?: string;
                    /**
                     * @description 业务类型：1 改造变更，2 移装变更，3 单位变更，4 更名变更，5 达到设计使用年限继续使用
                     * @enum {string}
                     */
                    bizType: "1" | "2" | "3" | "4" | "5";
                    equclacode: components["schemas"]["EquipmentTypeCode"];
                    /** @description 涉及设备的内部编号，多台以英文逗号分隔 */
                    oidnos: string;
                    /** @description 申请事由 */
                    reason: string;
                    /** @description 申请人 */
                    applicant?: string;
                    /** @description 联系电话 */
                    contactPhone?: string;
                    /** @description 附件关联编号 */
                    attrefsysid?: string;
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    modifyUseManageRecord: {
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
                    /** @description 业务主键（修改时传） */
                    id: string;
                    /**
                     * @description 业务类型：1 改造变更，2 移装变更，3 单位变更，4 更名变更，5 达到设计使用年限继续使用
                     * @enum {string}
                     */
                    bizType: "1" | "2" | "3" | "4" | "5";
                    equclacode: components["schemas"]["EquipmentTypeCode"];
                    /** @description 涉及设备的内部编号，多台以英文逗号分隔 */
                    oidnos: string;
                    /** @description 申请事由 */
                    reason: string;
                    /** @description 申请人 */
                    applicant?: string;
                    /** @description 联系电话 */
                    contactPhone?: string;
                    /** @description 附件关联编号 */
                    attrefsysid?: string;
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteUseManageRecord: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listUseManageHandleSteps: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 使用管理业务主键
                 * @example ea44558b0cf7460f803ac3fc23525728
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 办理环节（按顺序） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["HandleStep"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    notifyUseManageHandler: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listUseManageAttachments: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 使用管理业务主键
                 * @example ea44558b0cf7460f803ac3fc23525728
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
                        data?: components["schemas"]["Attachment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listUseManageEqmChanges: {
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
                    /** @description 所属使用管理业务主键 */
                    useManageId?: string;
                    /** @description 设备内部编号 */
                    oidno?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /**
                     * @description 业务类型：1 改造变更，2 移装变更，3 单位变更，4 更名变更，5 达到设计使用年限继续使用
                     * @enum {string}
                     */
                    changeType?: "1" | "2" | "3" | "4" | "5";
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4";
                };
            };
        };
        responses: {
            /** @description 设备变更明细分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["UseManageEqmChange"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveUseManageEqmChange: {
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
                    /** @description 明细主键（修改时传） */
                    id?: string;
                    /** @description 所属使用管理业务主键 */
                    useManageId?: string;
                    /** @description 设备内部编号 */
                    oidno: string;
                    /**
                     * @description 业务类型：1 改造变更，2 移装变更，3 单位变更，4 更名变更，5 达到设计使用年限继续使用
                     * @enum {string}
                     */
                    changeType: "1" | "2" | "3" | "4" | "5";
                    /** @description 变更项目 */
                    changeItem: string;
                    /** @description 变更前 */
                    oldValue?: string;
                    /** @description 变更后 */
                    newValue: string;
                    /** @description 变更原因 */
                    changeReason?: string;
                    /**
                     * Format: date
                     * @description 变更（完成）日期
                     */
                    changeDate?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listUseRegistApply: {
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
                    /** @description 申请编号（支持模糊查询） */
                    applyNo?: string;
                    /**
                     * @description 申请类型：1 新装登记，2 变更登记，3 补证换证
                     * @enum {string}
                     */
                    applyType?: "1" | "2" | "3";
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4";
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
            /** @description 使用登记申请分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["UseRegistApply"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUseRegistApplyDetail: {
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
                 * @description 使用登记申请主键
                 * @example 06fe11de7986434b9f9782c42a9b9bf5
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 使用登记申请详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UseRegistApplyDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveUseRegistApply: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 为 true 时保存并提交；不传或为 false 时只保存为草稿
                 * @example true
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 申请主键（修改时传，新建时不传） */
                    id?: string;
                    /** @description 申请编号（由 eqmBcwBasic/createApplyno 生成） */
                    applyNo?: string;
                    /**
                     * @description 申请类型：1 新装登记，2 变更登记，3 补证换证
                     * @enum {string}
                     */
                    applyType: "1" | "2" | "3";
                    equclacode: components["schemas"]["EquipmentTypeCode"];
                    /** @description 申请登记设备的内部编号，多台以英文逗号分隔 */
                    oidnos: string;
                    /** @description 设备使用地点 */
                    useAddress?: string;
                    /** @description 安全管理员 */
                    safetyManager?: string;
                    /** @description 安全管理员手机号码 */
                    safetyManagerPhone?: string;
                    /** @description 联系人 */
                    contactPerson: string;
                    /** @description 联系电话 */
                    contactPhone: string;
                    /** @description 附件关联编号 */
                    attrefsysid?: string;
                    /** @description 备注 */
                    remarks?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteUseRegistApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteUseRegistApplyEquipment: {
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
                    /** @description 申请主键 */
                    id: string;
                    /** @description 要移除设备的内部编号 */
                    oidno: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    checkUseRegistApplyAttachments: {
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
            /** @description 附件检查结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["AttachmentCheck"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUseRegistApplyProgress: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 使用登记申请主键
                 * @example 06fe11de7986434b9f9782c42a9b9bf5
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 办理进度 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description 申请主键 */
                            id: string;
                            /** @description 申请编号 */
                            applyNo: string;
                            /**
                             * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                             * @enum {string}
                             */
                            status: "0" | "1" | "2" | "3" | "4";
                            /**
                             * @description 状态名称
                             * @enum {string}
                             */
                            statusName: "草稿" | "已提交" | "受理中" | "已办结" | "已退回";
                            /** @description 当前环节 */
                            currentStepName?: string | null;
                            /** @description 当前处理人 */
                            currentHandler?: string | null;
                            /** @description 当前处理单位 */
                            currentOrg?: string | null;
                            /** @description 承诺办理时限（工作日） */
                            timeLimitDays?: number | null;
                            /** @description 已用工作日 */
                            usedDays?: number | null;
                            /** @description 办理截止日期 */
                            deadline?: components["schemas"]["DateString"] | null;
                            /** @description 各设备的办理进度 */
                            equipmentProgress: {
                                /** @description 设备内部编号 */
                                oidno: string;
                                eqpCode: components["schemas"]["EquipmentCode"];
                                /** @description 设备名称 */
                                eqpName?: string | null;
                                /** @description 该设备所处环节 */
                                stepName: string;
                                /** @description 该设备办理状态（如 待审核、已发证、已退回） */
                                statusName: string;
                                /** @description 核发的使用登记证编号 */
                                registCode?: components["schemas"]["RegistrationCode"] | null;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listUseRegistApplySteps: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 使用登记申请主键
                 * @example 06fe11de7986434b9f9782c42a9b9bf5
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 办理环节（按顺序） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["HandleStep"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
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
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & components["schemas"]["EquipmentQuery"];
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
    listEquipmentDueForInspection: {
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
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & components["schemas"]["EquipmentQuery"] & {
                    /**
                     * @description 到期范围（天）：30、60 或 90
                     * @default 30
                     * @enum {integer}
                     */
                    days?: 30 | 60 | 90;
                };
            };
        };
        responses: {
            /** @description 到期待检设备分页列表 */
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
    listEquipmentOverdue: {
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
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & components["schemas"]["EquipmentQuery"];
            };
        };
        responses: {
            /** @description 超期未检设备分页列表 */
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
    listInspectionNotices: {
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
                    /** @description 设备内部编号（只查该设备的通知单） */
                    oidno?: string;
                    /**
                     * @description 通知单类型：1 检验通知单，2 超期通知单
                     * @enum {string}
                     */
                    noticeType?: "1" | "2";
                    /**
                     * @description 处理状态：0 未读，1 已读，2 已报检
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2";
                };
            };
        };
        responses: {
            /** @description 通知单分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["InspectionNotice"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getEquipmentDetail: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 设备内部编号
                 * @example OID3302120019870
                 */
                oidno: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 设备档案 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EquipmentDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getEquipmentBasic: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 设备内部编号
                 * @example OID3302120019870
                 */
                oidno: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 设备概要 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Equipment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveEquipment: {
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
                "application/x-www-form-urlencoded": components["schemas"]["EquipmentForm"];
            };
        };
        responses: {
            /** @description 保存结果，`data` 为设备内部编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 新增或修改的设备内部编号 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    applyEquipmentChange: {
        parameters: {
            query?: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description true 保存并提交，false 或不传只保存草稿
                 * @example true
                 */
                isCommit?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 变更申请主键（修改草稿时传） */
                    id?: string;
                    /** @description 设备内部编号 */
                    oidno: string;
                    /**
                     * @description 变更类型：1 基本信息变更，2 使用地点变更，3 安全管理人员变更，4 维保单位变更，5 技术参数变更
                     * @enum {string}
                     */
                    changeType: "1" | "2" | "3" | "4" | "5";
                    /** @description 变更原因 */
                    changeReason: string;
                    /** @description 新设备名称 */
                    eqpName?: string;
                    /** @description 新单位内部编号 */
                    internalNo?: string;
                    areaCode?: components["schemas"]["AreaCode"];
                    /** @description 新设备使用地点 */
                    useAddress?: string;
                    /** @description 新安全管理员 */
                    safetyManager?: string;
                    /** @description 新安全管理员联系电话 */
                    safetyManagerPhone?: string;
                    /** @description 新维保单位 */
                    maintUnitName?: string;
                    /** @description 变更证明材料的附件所属记录编号 */
                    attrefsysid?: string;
                } & components["schemas"]["EquipmentParamFields"];
            };
        };
        responses: {
            /** @description 保存结果，`data` 为变更申请主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 变更申请主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listEquipmentChanges: {
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
                    /** @description 设备内部编号 */
                    oidno?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 申请编号 */
                    applyNo?: string;
                    /**
                     * @description 变更类型
                     * @enum {string}
                     */
                    changeType?: "1" | "2" | "3" | "4" | "5";
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4";
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
            /** @description 变更申请分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["EquipmentChange"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listEquipmentChangeHistory: {
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
                "application/x-www-form-urlencoded": components["schemas"]["PageQuery"] & {
                    /** @description 设备内部编号 */
                    oidno: string;
                };
            };
        };
        responses: {
            /** @description 变更历史分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["EquipmentChangeHistory"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listEquipmentChildren: {
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
                    /** @description 所属设备内部编号 */
                    oidno: string;
                    /**
                     * @description 只查某类子设备：1 辅机，2 安全附件，3 部件，4 管段
                     * @enum {string}
                     */
                    chdType?: "1" | "2" | "3" | "4";
                };
            };
        };
        responses: {
            /** @description 子设备列表（不分页） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EquipmentChild"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getEquipmentChild: {
        parameters: {
            query: {
                /**
                 * @description 要求 JeeSite 以 JSON 返回（而非页面）
                 * @example json
                 */
                __ajax?: components["parameters"]["ajax"];
                /**
                 * @description 子设备主键
                 * @example 1e2b9ade7a7ed781ddcee597d2afbcc5
                 */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 子设备 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EquipmentChild"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    checkEquipmentInFlow: {
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
                    /** @description 设备内部编号 */
                    oidno: string;
                };
            };
        };
        responses: {
            /** @description 流程状态 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EquipmentFlowState"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    printEquipmentUseSign: {
        parameters: {
            query: {
                /**
                 * @description 设备内部编号
                 * @example OID3302120019870
                 */
                oidno: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 使用标志 PDF */
            200: {
                headers: {
                    /**
                     * @description 内联显示的文件名（UTF-8 百分号编码）
                     * @example inline; filename*=UTF-8''1%E5%8F%B7%E5%AE%A2%E6%A2%AF%E4%BD%BF%E7%94%A8%E6%A0%87%E5%BF%97.pdf
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 use sign */
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listLoadTests: {
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
                    /** @description 设备内部编号 */
                    oidno?: string;
                    /**
                     * @description 设备类别：3000 电梯，4000 起重机械
                     * @enum {string}
                     */
                    equclacode?: "3000" | "4000";
                    /**
                     * @description 试验结果
                     * @enum {string}
                     */
                    result?: "合格" | "不合格";
                    /**
                     * Format: date
                     * @description 试验日期起
                     */
                    testDateBegin?: string;
                    /**
                     * Format: date
                     * @description 试验日期止
                     */
                    testDateEnd?: string;
                };
            };
        };
        responses: {
            /** @description 载荷试验记录分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["LoadTestRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    exportSelectedEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description 设备内部编号，逗号分隔 */
                    oidnos: string;
                };
            };
        };
        responses: {
            /** @description 设备列表 Excel */
            200: {
                headers: {
                    /**
                     * @description 附件文件名（UTF-8 百分号编码的中文文件名）
                     * @example attachment; filename*=UTF-8''%E8%AE%BE%E5%A4%87%E5%88%97%E8%A1%A8.xlsx
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example excel file bytes */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    exportEquipmentList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["EquipmentQuery"] & {
                    /**
                     * @description 导出哪个列表：comprehensive 综合查询（含不合格、未登记），due 到期待检，overdue 超期未检
                     * @default comprehensive
                     * @enum {string}
                     */
                    queryType?: "comprehensive" | "due" | "overdue";
                    /**
                     * @description 到期范围（天），queryType=due 时有效
                     * @enum {integer}
                     */
                    days?: 30 | 60 | 90;
                };
            };
        };
        responses: {
            /** @description 设备查询结果 Excel */
            200: {
                headers: {
                    /**
                     * @description 附件文件名（UTF-8 百分号编码的中文文件名）
                     * @example attachment; filename*=UTF-8''%E8%AE%BE%E5%A4%87%E6%9F%A5%E8%AF%A2%E7%BB%93%E6%9E%9C.xlsx
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example excel file bytes */
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    importEquipment: {
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
                "multipart/form-data": components["schemas"]["ProductDataImportForm"];
            };
        };
        responses: {
            200: components["responses"]["ExcelImportResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listPressurePiping: {
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
                    /** @description 元件品种代码（7100 管子，7200 管件，7300 阀门，7400 法兰，7500 补偿器，7700 密封元件，7800 特种元件） */
                    eqpVarietyCode?: string;
                    /** @description 产品名称（支持模糊查询） */
                    productName?: string;
                    /** @description 规格型号（支持模糊查询） */
                    specification?: string;
                    /** @description 制造单位（支持模糊查询） */
                    makeUnitName?: string;
                    /** @description 所在压力管道的设备内部编号 */
                    pipelineOidno?: string;
                    areaCode?: components["schemas"]["AreaCode"];
                };
            };
        };
        responses: {
            /** @description 压力管道元件分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["PressurePiping"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listPressurePipelines: {
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
                    /** @description 管道名称（支持模糊查询） */
                    pipelineName?: string;
                    /** @description 管道编号（支持模糊查询） */
                    pipelineNo?: string;
                    /**
                     * @description 品种：8100 长输管道，8200 公用管道，8300 工业管道
                     * @enum {string}
                     */
                    eqpVarietyCode?: "8100" | "8200" | "8300";
                    /**
                     * @description 管道级别
                     * @enum {string}
                     */
                    pipeLevel?: "GA1" | "GA2" | "GB1" | "GB2" | "GC1" | "GC2" | "GC3" | "GD1" | "GD2";
                    /** @description 输送介质 */
                    medium?: string;
                    /**
                     * @description 使用状态
                     * @enum {string}
                     */
                    useStatus?: "0" | "1" | "2" | "3" | "4";
                    /**
                     * @description 资料维护状态：0 待完善，1 已完善，2 已确认
                     * @enum {string}
                     */
                    infoStatus?: "0" | "1" | "2";
                    areaCode?: components["schemas"]["AreaCode"];
                };
            };
        };
        responses: {
            /** @description 压力管道分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["PressurePipeline"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listPipelinesForMaintenance: {
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
                    /** @description 管道名称（支持模糊查询） */
                    pipelineName?: string;
                    /** @description 管道编号（支持模糊查询） */
                    pipelineNo?: string;
                    /**
                     * @description 品种：8100 长输管道，8200 公用管道，8300 工业管道
                     * @enum {string}
                     */
                    eqpVarietyCode?: "8100" | "8200" | "8300";
                    /**
                     * @description 管道级别
                     * @enum {string}
                     */
                    pipeLevel?: "GA1" | "GA2" | "GB1" | "GB2" | "GC1" | "GC2" | "GC3" | "GD1" | "GD2";
                    /** @description 输送介质 */
                    medium?: string;
                    /**
                     * @description 使用状态
                     * @enum {string}
                     */
                    useStatus?: "0" | "1" | "2" | "3" | "4";
                    /**
                     * @description 资料维护状态：0 待完善，1 已完善，2 已确认
                     * @enum {string}
                     */
                    infoStatus?: "0" | "1" | "2";
                    areaCode?: components["schemas"]["AreaCode"];
                };
            };
        };
        responses: {
            /** @description 压力管道分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["PressurePipeline"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    savePressurePipeline: {
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
                    /** @description 设备内部编号（修改时必填） */
                    oidno?: string;
                    /** @description 设备代码（18 位，未赋码可不填） */
                    eqpCode?: string;
                    /**
                     * @description 品种：8100 长输管道，8200 公用管道，8300 工业管道
                     * @enum {string}
                     */
                    eqpVarietyCode: "8100" | "8200" | "8300";
                    /** @description 管道名称 */
                    pipelineName: string;
                    /** @description 管道编号（管线号） */
                    pipelineNo?: string;
                    /**
                     * @description 管道级别
                     * @enum {string}
                     */
                    pipeLevel: "GA1" | "GA2" | "GB1" | "GB2" | "GC1" | "GC2" | "GC3" | "GD1" | "GD2";
                    /** @description 管道长度（m） */
                    length?: number;
                    /** @description 公称直径（mm） */
                    nominalDiameter?: number;
                    /** @description 公称壁厚（mm） */
                    wallThickness?: number;
                    /** @description 设计压力（MPa） */
                    designPressure?: number;
                    /** @description 设计温度（℃） */
                    designTemperature?: number;
                    /** @description 输送介质 */
                    medium?: string;
                    /** @description 敷设方式（架空、埋地、管沟、综合） */
                    layingMode?: string;
                    /** @description 管道材料 */
                    material?: string;
                    /** @description 起点 */
                    startPoint?: string;
                    /** @description 终点 */
                    endPoint?: string;
                    /** @description 安装单位 */
                    installUnitName?: string;
                    /**
                     * Format: date
                     * @description 安装竣工日期
                     */
                    installDate?: string;
                    areaCode: components["schemas"]["AreaCode"];
                    /** @description 使用地点（装置、厂区） */
                    useAddress: string;
                    /**
                     * @description 资料维护状态：0 暂存（待完善），1 已完善
                     * @enum {string}
                     */
                    infoStatus?: "0" | "1";
                    /** @description 附件所属记录编号（单线图、竣工资料） */
                    attrefsysid?: string;
                };
            };
        };
        responses: {
            /** @description 保存结果，`data` 为管道的设备内部编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 压力管道的设备内部编号 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listSelfMaintainApplies: {
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
                    /** @description 申请编号 */
                    applyNo?: string;
                    /** @description 设备代码（支持模糊查询） */
                    eqpCode?: string;
                    /** @description 设备名称（支持模糊查询） */
                    eqpName?: string;
                    equclacode?: components["schemas"]["EquipmentTypeCode"];
                    /**
                     * @description 状态：0 草稿，1 已提交，2 受理中，3 已办结，4 已退回
                     * @enum {string}
                     */
                    status?: "0" | "1" | "2" | "3" | "4";
                };
            };
        };
        responses: {
            /** @description 自行维护申请分页列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageMeta"] & {
                            list: components["schemas"]["SelfMaintainApply"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveSelfMaintainApply: {
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
                    /** @description 申请主键（修改时传） */
                    id?: string;
                    /** @description 设备内部编号 */
                    oidno: string;
                    /** @description 自行维保人员姓名，多个以逗号分隔 */
                    maintainers: string;
                    /** @description 维保人员作业人员证编号，与人员顺序对应，逗号分隔 */
                    maintainerCertNos?: string;
                    /** @description 维保周期（天） */
                    maintCycleDays: number;
                    /** @description 维护保养计划与主要内容 */
                    maintPlan?: string;
                    /** @description 申请理由（具备的条件） */
                    applyReason?: string;
                    /**
                     * Format: date
                     * @description 自行维保起始日期
                     */
                    startDate: string;
                    /**
                     * Format: date
                     * @description 自行维保终止日期
                     */
                    endDate: string;
                    /** @description 联系人 */
                    contactPerson?: string;
                    /** @description 联系电话（手机或座机） */
                    contactPhone?: string;
                    /** @description 附件所属记录编号（维保人员证书、维保制度） */
                    attrefsysid?: string;
                };
            };
        };
        responses: {
            /** @description 保存结果，`data` 为申请主键 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 申请主键 */
                        data?: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteSelfMaintainApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    submitSelfMaintainApply: {
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
            200: components["responses"]["ActionResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importBoilerProductData: {
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
                "multipart/form-data": components["schemas"]["ProductDataImportForm"];
            };
        };
        responses: {
            200: components["responses"]["ExcelImportResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportBoilerProductData: {
        parameters: {
            query?: {
                /**
                 * @description 1 下载空白导入模板，0 导出数据
                 * @example 0
                 */
                template?: "0" | "1";
                /**
                 * @description 只导出这些设备（设备内部编号，逗号分隔）；不传导出全部
                 * @example OID3302030004512
                 */
                oidnos?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExcelFile"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importPressureVesselProductData: {
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
                "multipart/form-data": components["schemas"]["ProductDataImportForm"];
            };
        };
        responses: {
            200: components["responses"]["ExcelImportResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportPressureVesselProductData: {
        parameters: {
            query?: {
                /**
                 * @description 1 下载空白导入模板，0 导出数据
                 * @example 0
                 */
                template?: "0" | "1";
                /**
                 * @description 只导出这些设备（设备内部编号，逗号分隔）；不传导出全部
                 * @example OID3302110003306
                 */
                oidnos?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExcelFile"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importElevatorProductData: {
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
                "multipart/form-data": components["schemas"]["ProductDataImportForm"];
            };
        };
        responses: {
            200: components["responses"]["ExcelImportResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportElevatorProductData: {
        parameters: {
            query?: {
                /**
                 * @description 1 下载空白导入模板，0 导出数据
                 * @example 0
                 */
                template?: "0" | "1";
                /**
                 * @description 只导出这些设备（设备内部编号，逗号分隔）；不传导出全部
                 * @example OID3302120019870
                 */
                oidnos?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExcelFile"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importHoistingMachineryProductData: {
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
                "multipart/form-data": components["schemas"]["ProductDataImportForm"];
            };
        };
        responses: {
            200: components["responses"]["ExcelImportResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportHoistingMachineryProductData: {
        parameters: {
            query?: {
                /**
                 * @description 1 下载空白导入模板，0 导出数据
                 * @example 0
                 */
                template?: "0" | "1";
                /**
                 * @description 只导出这些设备（设备内部编号，逗号分隔）；不传导出全部
                 * @example OID3302060007758
                 */
                oidnos?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExcelFile"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importFieldMotorVehiclesProductData: {
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
                "multipart/form-data": components["schemas"]["ProductDataImportForm"];
            };
        };
        responses: {
            200: components["responses"]["ExcelImportResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportFieldMotorVehiclesProductData: {
        parameters: {
            query?: {
                /**
                 * @description 1 下载空白导入模板，0 导出数据
                 * @example 0
                 */
                template?: "0" | "1";
                /**
                 * @description 只导出这些设备（设备内部编号，逗号分隔）；不传导出全部
                 * @example OID3302060008120
                 */
                oidnos?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExcelFile"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importMajorAmusementFacilitiesProductData: {
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
                "multipart/form-data": components["schemas"]["ProductDataImportForm"];
            };
        };
        responses: {
            200: components["responses"]["ExcelImportResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportMajorAmusementFacilitiesProductData: {
        parameters: {
            query?: {
                /**
                 * @description 1 下载空白导入模板，0 导出数据
                 * @example 0
                 */
                template?: "0" | "1";
                /**
                 * @description 只导出这些设备（设备内部编号，逗号分隔）；不传导出全部
                 * @example OID3302250001205
                 */
                oidnos?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExcelFile"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importPressurePipingProductData: {
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
                "multipart/form-data": components["schemas"]["ProductDataImportForm"];
            };
        };
        responses: {
            200: components["responses"]["ExcelImportResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportPressurePipingProductData: {
        parameters: {
            query?: {
                /**
                 * @description 1 下载空白导入模板，0 导出数据
                 * @example 0
                 */
                template?: "0" | "1";
                /**
                 * @description 只导出这些设备（设备内部编号，逗号分隔）；不传导出全部
                 * @example OID3302030004615
                 */
                oidnos?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExcelFile"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importPressurePipelineProductData: {
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
                "multipart/form-data": components["schemas"]["ProductDataImportForm"];
            };
        };
        responses: {
            200: components["responses"]["ExcelImportResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportPressurePipelineProductData: {
        parameters: {
            query?: {
                /**
                 * @description 1 下载空白导入模板，0 导出数据
                 * @example 0
                 */
                template?: "0" | "1";
                /**
                 * @description 只导出这些设备（设备内部编号，逗号分隔）；不传导出全部
                 * @example OID3302030004601
                 */
                oidnos?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExcelFile"];
            401: components["responses"]["Unauthorized"];
        };
    };
    importPassengerRopewayProductData: {
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
                "multipart/form-data": components["schemas"]["ProductDataImportForm"];
            };
        };
        responses: {
            200: components["responses"]["ExcelImportResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportPassengerRopewayProductData: {
        parameters: {
            query?: {
                /**
                 * @description 1 下载空白导入模板，0 导出数据
                 * @example 0
                 */
                template?: "0" | "1";
                /**
                 * @description 只导出这些设备（设备内部编号，逗号分隔）；不传导出全部
                 * @example OID3302130000301
                 */
                oidnos?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExcelFile"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
