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
  "POST /a/stone/index/getTodoCounts": {
    "operationId": "getHomeTodoCounts",
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
  },
  "POST /a/stone/appOnline/list": {
    "operationId": "listOnlineApplies",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/appOnline/detail/{id}": {
    "operationId": "getOnlineApplyDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/delete": {
    "operationId": "deleteOnlineApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/save": {
    "operationId": "saveOnlineApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/findWaitInspectEquList": {
    "operationId": "listWaitInspectEquipments",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/findChaReliefPolicys": {
    "operationId": "listChargeReliefPolicies",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/getChargeInspectionFee": {
    "operationId": "getChargeInspectionFee",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/checkOnline": {
    "operationId": "checkOnlineInspection",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/updatePayCert/{id}": {
    "operationId": "uploadOnlineApplyPayCert",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/findInmGroup": {
    "operationId": "listInspectionGroups",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/cancelApply": {
    "operationId": "cancelOnlineApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/checkCompletenessOfAttachments": {
    "operationId": "checkOnlineApplyAttachments",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/appOnline/toPay/{a}/{b}": {
    "operationId": "payOnlineApply",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/declaration/list": {
    "operationId": "listDeclarations",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/declaration/detail": {
    "operationId": "getDeclarationDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/declaration/save": {
    "operationId": "saveDeclaration",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/declaration/delete": {
    "operationId": "deleteDeclaration",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/declaration/submit": {
    "operationId": "submitDeclaration",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/declaration/supervisionStatementList": {
    "operationId": "listSupervisionInspectionStatements",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/declaration/elevatorInspectionDataList": {
    "operationId": "listElevatorInspectionData",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/declaration/elevatorInspectionDataSave": {
    "operationId": "saveElevatorInspectionData",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/declaration/elevatorInspectionDataDelete": {
    "operationId": "deleteElevatorInspectionData",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/report/list": {
    "operationId": "listInspectionReports",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/report/detail": {
    "operationId": "getInspectionReportDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "GET /a/stone/report/downloadPdf": {
    "operationId": "downloadInspectionReportPdf",
    "requestType": null,
    "binary": true,
    "secured": true
  },
  "POST /a/stone/report/opinionList": {
    "operationId": "listInspectionOpinions",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/report/opinionDetail": {
    "operationId": "getInspectionOpinionDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/report/rectificationConfirm": {
    "operationId": "confirmInspectionRectification",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/report/downloadOpinionPdf": {
    "operationId": "downloadInspectionOpinionPdf",
    "requestType": null,
    "binary": true,
    "secured": true
  },
  "POST /api/chamain/invoiceTitle/list": {
    "operationId": "listInvoiceTitles",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /api/chamain/invoiceTitle/save": {
    "operationId": "saveInvoiceTitle",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /api/chamain/invoiceTitle/delete": {
    "operationId": "deleteInvoiceTitle",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /api/chamain/charge/list": {
    "operationId": "listCharges",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /api/chamain/charge/detail": {
    "operationId": "getChargeDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /api/chamain/invoice/list": {
    "operationId": "listInvoices",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /api/chamain/invoice/detail": {
    "operationId": "getInvoiceDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /api/chamain/invoice/apply": {
    "operationId": "applyInvoice",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /api/chamain/chargeRegistration/list": {
    "operationId": "listExamFeeRegistrations",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /api/chamain/chargeRegistration/save": {
    "operationId": "saveExamFeeRegistration",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /api/chamain/chargeRegistration/detail": {
    "operationId": "getExamFeeRegistrationDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /api/chamain/chargeRegistration/delete": {
    "operationId": "deleteExamFeeRegistration",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /api/chamain/paymentNote": {
    "operationId": "getPaymentNote",
    "requestType": null,
    "binary": false,
    "secured": false
  },
  "GET /api/chamain/paymentSlip/{chargesysid}": {
    "operationId": "getPaymentSlip",
    "requestType": null,
    "binary": false,
    "secured": false
  },
  "POST /a/stone/pemEqmRlvBasic/list": {
    "operationId": "listTerminationApplies",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/pemEqmRlvBasic/detail/{id}": {
    "operationId": "getTerminationApply",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/pemEqmRlvBasic/save": {
    "operationId": "saveTerminationApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/pemEqmRlvBasic/delete": {
    "operationId": "deleteTerminationApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/pemEqmRlvBasic/commit": {
    "operationId": "commitTerminationApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/pemEqmRlvBasic/rollback": {
    "operationId": "rollbackTerminationApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/constructionNotice/list": {
    "operationId": "listConstructionNotices",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/constructionNotice/detail/{id}": {
    "operationId": "getConstructionNotice",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/constructionNotice/save": {
    "operationId": "saveConstructionNotice",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/constructionNotice/delete": {
    "operationId": "deleteConstructionNotice",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/constructionNotice/commit": {
    "operationId": "commitConstructionNotice",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useRegistChange/list": {
    "operationId": "listUseRegistChanges",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/useRegistChange/detail/{id}": {
    "operationId": "getUseRegistChange",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useRegistChange/save": {
    "operationId": "saveUseRegistChange",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useRegistChange/delete": {
    "operationId": "deleteUseRegistChange",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemMaiprojApply/list": {
    "operationId": "listMaintenanceProjectApplys",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/epPemMaiprojApply/detail/{id}": {
    "operationId": "getMaintenanceProjectApply",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemMaiprojApply/save": {
    "operationId": "saveMaintenanceProjectApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemMaiprojApply/delete": {
    "operationId": "deleteMaintenanceProjectApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemMaiprojApply/submit": {
    "operationId": "submitMaintenanceProjectApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemMaiprojApply/revoke": {
    "operationId": "revokeMaintenanceProjectApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemMaipricApply/list": {
    "operationId": "listMaintenancePriceApplys",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/epPemMaipricApply/detail/{id}": {
    "operationId": "getMaintenancePriceApply",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemMaipricApply/save": {
    "operationId": "saveMaintenancePriceApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemMaipricApply/delete": {
    "operationId": "deleteMaintenancePriceApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemMaipricApply/submit": {
    "operationId": "submitMaintenancePriceApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemMaipricApply/revoke": {
    "operationId": "revokeMaintenancePriceApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/maintenance/recordList": {
    "operationId": "listMaintenanceRecords",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/maintenance/selfDetectionList": {
    "operationId": "listSelfDetectionRecords",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/interaction/list": {
    "operationId": "listInteractions",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/interaction/detail/{id}": {
    "operationId": "getInteraction",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/interaction/save": {
    "operationId": "saveInteraction",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/interaction/delete": {
    "operationId": "deleteInteraction",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/rescue/list": {
    "operationId": "listRescueRecords",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/rescue/detail/{id}": {
    "operationId": "getRescueRecord",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/rescue/save": {
    "operationId": "saveRescueRecord",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/rescue/delete": {
    "operationId": "deleteRescueRecord",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/fault/list": {
    "operationId": "listFaultRecords",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/fault/detail/{id}": {
    "operationId": "getFaultRecord",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/fault/save": {
    "operationId": "saveFaultRecord",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/fault/delete": {
    "operationId": "deleteFaultRecord",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /api/epbrmogmmaibasic/list": {
    "operationId": "listMaintenanceUnits",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /api/epbrmogmmaibasic/detail": {
    "operationId": "getMaintenanceUnit",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /api/epbrmogmmaibasic/equList": {
    "operationId": "listMaintenanceUnitEquipment",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/checkRecord/list": {
    "operationId": "listCheckRecords",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/checkRecord/detail/{id}": {
    "operationId": "getCheckRecord",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/checkRecord/inspectionItems": {
    "operationId": "listInspectionItems",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useRegist/setList": {
    "operationId": "listUseRegistSets",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/useRegist/setDetail/{id}": {
    "operationId": "getUseRegistSet",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useRegist/unitList": {
    "operationId": "listUseRegistUnits",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/useRegist/unitDetail/{id}": {
    "operationId": "getUseRegistUnit",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/epsafemgeperson/list": {
    "operationId": "listSafetyPerson",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/epsafemgeperson/detail": {
    "operationId": "getSafetyPerson",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/epsafemgeperson/delete": {
    "operationId": "deleteSafetyPerson",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/epsafemgeperson/save": {
    "operationId": "saveSafetyPerson",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/epsafemgeperson/bindDevice": {
    "operationId": "bindSafetyPersonDevice",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/epsafemgeperson/checkUpdateBindingPersonnel": {
    "operationId": "checkUpdateBindingPersonnel",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/epsafemgeperson/checkBindingPersonnel": {
    "operationId": "checkBindingPersonnel",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/safemgepercert/list": {
    "operationId": "listSafetyPersonCert",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/safemgepercert/detail": {
    "operationId": "getSafetyPersonCert",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/safemgepercert/delete": {
    "operationId": "deleteSafetyPersonCert",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/safemgepercert/save": {
    "operationId": "saveSafetyPersonCert",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/operator/list": {
    "operationId": "listOperator",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/operator/get": {
    "operationId": "getOperator",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/operator/add": {
    "operationId": "addOperator",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/operator/update": {
    "operationId": "updateOperator",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/operator/del": {
    "operationId": "deleteOperator",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/operator/overview": {
    "operationId": "getOperatorOverview",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/operator/detailList": {
    "operationId": "listOperatorDetail",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/operator/qualification/list": {
    "operationId": "listOperatorQualification",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/operator/qualification/get": {
    "operationId": "getOperatorQualification",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/operator/qualification/add": {
    "operationId": "addOperatorQualification",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/operator/qualification/update": {
    "operationId": "updateOperatorQualification",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/operator/qualification/del": {
    "operationId": "deleteOperatorQualification",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /api/worapply/list": {
    "operationId": "listWorApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /api/worapply/employlist": {
    "operationId": "listEmployedOperator",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /api/worapply/employ": {
    "operationId": "employOperator",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /api/worapply/getDetailWorApply": {
    "operationId": "getWorApplyDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /api/worapply/dismissal": {
    "operationId": "dismissOperator",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmBcwBasic/list": {
    "operationId": "listEqmBcwBasic",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/eqmBcwBasic/detail/{id}": {
    "operationId": "getEqmBcwBasicDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "GET /a/stone/eqmBcwBasic/showOpinion": {
    "operationId": "listEqmBcwBasicOpinions",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmBcwBasic/commit": {
    "operationId": "commitEqmBcwBasic",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmBcwBasic/delete": {
    "operationId": "deleteEqmBcwBasic",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmBcwBasic/rollbackBcw": {
    "operationId": "rollbackEqmBcwBasic",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmBcwBasic/save": {
    "operationId": "saveEqmBcwBasic",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmBcwBasic/list8000Tpm": {
    "operationId": "listEqmBcwBasicPipeline",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmBcwBasic/importExcel": {
    "operationId": "importEqmBcwBasicExcel",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/eqmBcwBasic/importTemplate": {
    "operationId": "downloadEqmBcwBasicImportTemplate",
    "requestType": null,
    "binary": true,
    "secured": true
  },
  "POST /a/stone/eqmBcwBasic/checkBcwCancell": {
    "operationId": "checkEqmBcwBasicCancellable",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/eqmBcwBasic/cancellationNotice": {
    "operationId": "getEqmBcwBasicCancellationNotice",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmBcwBasic/createApplyno": {
    "operationId": "createEqmBcwBasicApplyNo",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/unit/save": {
    "operationId": "saveUnit",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/unit/changeUnit": {
    "operationId": "applyUnitChange",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/unit/findChangeUnit": {
    "operationId": "listUnitChanges",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/unit/bcwlist": {
    "operationId": "listUnitUseRegistrations",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/unit/list": {
    "operationId": "listUnits",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/unit/inspectionUnitBasicList": {
    "operationId": "listInspectionUnits",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/unit/get/unit/info": {
    "operationId": "getUnitDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/unit/getEqdBasicInfo": {
    "operationId": "getUnitEquipmentStats",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/unit/getCurUserInspOrgInfo": {
    "operationId": "getCurrentUserInspectionOrg",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useManage/queryList": {
    "operationId": "queryUseManageRecords",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useManage/applyList": {
    "operationId": "listUseManageApplications",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/useManage/get": {
    "operationId": "getUseManageRecord",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useManage/save": {
    "operationId": "saveUseManageRecord",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useManage/modify": {
    "operationId": "modifyUseManageRecord",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useManage/del": {
    "operationId": "deleteUseManageRecord",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/useManage/findHandleStep": {
    "operationId": "listUseManageHandleSteps",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useManage/notifiWatchdog": {
    "operationId": "notifyUseManageHandler",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/useManage/attachments": {
    "operationId": "listUseManageAttachments",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useManage/eqmChangeList": {
    "operationId": "listUseManageEqmChanges",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/useManage/eqmChangeSave": {
    "operationId": "saveUseManageEqmChange",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemUseregistApply/list": {
    "operationId": "listUseRegistApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/epPemUseregistApply/detail/{id}": {
    "operationId": "getUseRegistApplyDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemUseregistApply/save": {
    "operationId": "saveUseRegistApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemUseregistApply/delete": {
    "operationId": "deleteUseRegistApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemUseregistApply/deleteEqu": {
    "operationId": "deleteUseRegistApplyEquipment",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/epPemUseregistApply/checkUseAtt": {
    "operationId": "checkUseRegistApplyAttachments",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/epPemUseregistApply/eduProcess": {
    "operationId": "getUseRegistApplyProgress",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "GET /a/stone/epPemUseregistApply/useRegistProcess": {
    "operationId": "listUseRegistApplySteps",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/list": {
    "operationId": "listEquipment",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/detectDueList": {
    "operationId": "listEquipmentDueForInspection",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/detectExtendedList": {
    "operationId": "listEquipmentOverdue",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/getCjtzdList": {
    "operationId": "listInspectionNotices",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/eqm/getDetailBy": {
    "operationId": "getEquipmentDetail",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "GET /a/stone/eqm/basicDetail": {
    "operationId": "getEquipmentBasic",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/addEqm": {
    "operationId": "saveEquipment",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/changeEqm": {
    "operationId": "applyEquipmentChange",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/changeEqmPage": {
    "operationId": "listEquipmentChanges",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/changeEqmHis": {
    "operationId": "listEquipmentChangeHistory",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/findChd": {
    "operationId": "listEquipmentChildren",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/eqm/getChd": {
    "operationId": "getEquipmentChild",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/findInFlow": {
    "operationId": "checkEquipmentInFlow",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/eqm/printYJTZS": {
    "operationId": "printEquipmentUseSign",
    "requestType": null,
    "binary": true,
    "secured": true
  },
  "POST /a/stone/eqm/loadTestList": {
    "operationId": "listLoadTests",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/exports": {
    "operationId": "exportSelectedEquipment",
    "requestType": "application/x-www-form-urlencoded",
    "binary": true,
    "secured": true
  },
  "POST /a/stone/eqm/expListExcel": {
    "operationId": "exportEquipmentList",
    "requestType": "application/x-www-form-urlencoded",
    "binary": true,
    "secured": true
  },
  "POST /a/stone/eqm/import": {
    "operationId": "importEquipment",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/eqm/importTemplate": {
    "operationId": "downloadEquipmentImportTemplate",
    "requestType": null,
    "binary": true,
    "secured": true
  },
  "POST /a/stone/eqm/pressurePipingList": {
    "operationId": "listPressurePiping",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/pressurePipelineList": {
    "operationId": "listPressurePipelines",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/pipelineMaintainList": {
    "operationId": "listPipelinesForMaintenance",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqm/savePipeline": {
    "operationId": "savePressurePipeline",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmSelfMaintain/list": {
    "operationId": "listSelfMaintainApplies",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmSelfMaintain/save": {
    "operationId": "saveSelfMaintainApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmSelfMaintain/delete": {
    "operationId": "deleteSelfMaintainApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/eqmSelfMaintain/submit": {
    "operationId": "submitSelfMaintainApply",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/productData/boiler/import": {
    "operationId": "importBoilerProductData",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/productData/boiler/export": {
    "operationId": "exportBoilerProductData",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/productData/pressureVessel/import": {
    "operationId": "importPressureVesselProductData",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/productData/pressureVessel/export": {
    "operationId": "exportPressureVesselProductData",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/productData/elevator/import": {
    "operationId": "importElevatorProductData",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/productData/elevator/export": {
    "operationId": "exportElevatorProductData",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/productData/hoistingMachinery/import": {
    "operationId": "importHoistingMachineryProductData",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/productData/hoistingMachinery/export": {
    "operationId": "exportHoistingMachineryProductData",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/productData/fieldMotorVehicles/import": {
    "operationId": "importFieldMotorVehiclesProductData",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/productData/fieldMotorVehicles/export": {
    "operationId": "exportFieldMotorVehiclesProductData",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/productData/majorAmusementFacilities/import": {
    "operationId": "importMajorAmusementFacilitiesProductData",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/productData/majorAmusementFacilities/export": {
    "operationId": "exportMajorAmusementFacilitiesProductData",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/productData/pressurePiping/import": {
    "operationId": "importPressurePipingProductData",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/productData/pressurePiping/export": {
    "operationId": "exportPressurePipingProductData",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/productData/pressurePipeline/import": {
    "operationId": "importPressurePipelineProductData",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/productData/pressurePipeline/export": {
    "operationId": "exportPressurePipelineProductData",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/productData/passengerRopeway/import": {
    "operationId": "importPassengerRopewayProductData",
    "requestType": "multipart/form-data",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/productData/passengerRopeway/export": {
    "operationId": "exportPassengerRopewayProductData",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "GET /a/stone/flow/progress": {
    "operationId": "getApplicationFlow",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/message/list": {
    "operationId": "listMessages",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "GET /a/stone/message/unreadCount": {
    "operationId": "countUnreadMessages",
    "requestType": null,
    "binary": false,
    "secured": true
  },
  "POST /a/stone/message/read": {
    "operationId": "readMessages",
    "requestType": "application/x-www-form-urlencoded",
    "binary": false,
    "secured": true
  },
  "POST /a/stone/message/readAll": {
    "operationId": "readAllMessages",
    "requestType": null,
    "binary": false,
    "secured": true
  }
} as const satisfies Record<string, OperationInfo>;

export type OperationKey = keyof typeof operations;
