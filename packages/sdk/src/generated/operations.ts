// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit: change the contract and run `pnpm --filter @tzsb/sdk generate`.

/** What the client needs to know about each operation beyond its types. */
export interface OperationInfo {
  readonly operationId: string;
  /** Media type of the request body, or null when the operation takes none. */
  readonly requestType: string | null;
  /** The 200 answer is a file (image, Excel, PDF): call it with `parseAs: 'blob'`. */
  readonly binary: boolean;
  /** Needs the session (__sid / __extend). */
  readonly secured: boolean;
  /** Served by another host than the API (e.g. the print host). */
  readonly servers?: readonly string[];
}

export const operations = {
  "POST /a/stone/eqm/list": {
    "operationId": "listEquipment",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/login": {
    "operationId": "login",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": false
  },
  "GET /a/stone/user/info": {
    "operationId": "getCurrentUserInfo",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/user/changeRole": {
    "operationId": "changeCurrentRole",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/logout": {
    "operationId": "logout",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/user/updateInfo": {
    "operationId": "updateCurrentUserInfo",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/user/updatePwd": {
    "operationId": "updateCurrentUserPassword",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/user/unit": {
    "operationId": "getCurrentUserUnit",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/common/account/apply": {
    "operationId": "applyEnterpriseAccount",
    "requestType": "application/json",
    "binary": false,
    "secured": false
  },
  "POST /a/stone/common/passwordRestApplyCheck": {
    "operationId": "checkPasswordResetApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": false
  },
  "POST /a/stone/common/passwordRestApply": {
    "operationId": "applyPasswordReset",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": false
  },
  "POST /a/stone/common/ogmUnitRegistCheck/{a}/{b}/{c}": {
    "operationId": "queryAccountRegistrationResult",
    "requestType": null,
    "binary": false,
    "secured": false
  },
  "POST /save_error_logger": {
    "operationId": "saveErrorLog",
    "requestType": "application/json",
    "binary": false,
    "secured": false
  },
  "POST /a/stone/index/getEqustatisticNums": {
    "operationId": "getHomeEquipmentStatistics",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/index/getEqmOverview": {
    "operationId": "getHomeEquipmentOverview",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/index/findArticleList": {
    "operationId": "listHomeArticles",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/index/getArticle": {
    "operationId": "getHomeArticle",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/index/findArticlePage": {
    "operationId": "pageHomeArticles",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /api/closePopup": {
    "operationId": "closePopupArticle",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/common/validCode": {
    "operationId": "getCaptchaImage",
    "requestType": null,
    "binary": true,
    "secured": false
  },
  "POST /a/stone/common/smsAuthCode/{mobile}/{type}": {
    "operationId": "sendSmsAuthCode",
    "requestType": null,
    "binary": false,
    "secured": false
  },
  "POST /a/stone/common/checkSmsAuthCode": {
    "operationId": "checkSmsAuthCode",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": false
  },
  "POST /a/stone/common/attachment/upload": {
    "operationId": "uploadAttachment",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/common/attachment/list": {
    "operationId": "listAttachments",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/common/attachment/delete": {
    "operationId": "deleteAttachment",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/common/attachment/download/{attsysid}": {
    "operationId": "downloadAttachment",
    "requestType": null,
    "binary": true,
    "secured": true
  },
  "GET /a/stone/common/attachment/qrcode": {
    "operationId": "getAttachmentUploadQrcode",
    "requestType": null,
    "binary": true,
    "secured": true
  },
  "GET /api/mobileUpload/check": {
    "operationId": "checkMobileUploadToken",
    "requestType": null,
    "binary": false,
    "secured": false
  },
  "POST /api/mobileUpload/upload": {
    "operationId": "uploadAttachmentFromMobile",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": false
  },
  "GET /api/mobileUpload/list": {
    "operationId": "listMobileUploadAttachments",
    "requestType": null,
    "binary": false,
    "secured": false
  },
  "GET /a/stone/common/getSsoLoginUrl": {
    "operationId": "getSsoLoginUrl",
    "requestType": null,
    "binary": false,
    "secured": false
  },
  "GET /api/print/report/{reportId}": {
    "operationId": "printReportPdf",
    "requestType": null,
    "binary": true,
    "secured": true,
    "servers": [
      "{printHost}"
    ]
  },
  "GET /api/print/paymentSlip/{chargesysid}": {
    "operationId": "printPaymentSlipPdf",
    "requestType": null,
    "binary": true,
    "secured": true,
    "servers": [
      "{printHost}"
    ]
  },
  "GET /api/print/invoice/{invoiceId}": {
    "operationId": "printInvoicePdf",
    "requestType": null,
    "binary": true,
    "secured": true,
    "servers": [
      "{printHost}"
    ]
  },
  "POST /a/stone/account/findRegister": {
    "operationId": "listAccountRegistrations",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/account/getReg": {
    "operationId": "getAccountRegistration",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/account/audit": {
    "operationId": "approveAccountRegistration",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/account/disagree": {
    "operationId": "rejectAccountRegistration",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/account/findAccount": {
    "operationId": "listMemberAccounts",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/account/createAccount": {
    "operationId": "createMemberAccount",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/account/updateAccount": {
    "operationId": "updateMemberAccount",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/passwordRestApply/list": {
    "operationId": "listPasswordResetApplications",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/passwordRestApply/get/{id}": {
    "operationId": "getPasswordResetApplication",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/passwordRestApply/audit": {
    "operationId": "auditPasswordResetApplication",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  }
} as const satisfies Record<string, OperationInfo>;

export type OperationKey = keyof typeof operations;
