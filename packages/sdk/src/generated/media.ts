// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit: change the contract and run `pnpm --filter @tzsb/sdk generate`.

/** Operations whose request body is JSON. */
export const jsonBodies: ReadonlySet<string> = new Set(["POST /a/stone/common/account/apply","POST /save_error_logger"]);
/** Operations whose request body is multipart/form-data. */
export const multipartBodies: ReadonlySet<string> = new Set(["POST /a/stone/common/attachment/upload","POST /api/mobileUpload/upload","POST /a/stone/appOnline/updatePayCert/{id}","POST /a/stone/eqmBcwBasic/importExcel","POST /a/stone/unit/changeUnit","POST /a/stone/eqm/import","POST /a/stone/productData/boiler/import","POST /a/stone/productData/pressureVessel/import","POST /a/stone/productData/elevator/import","POST /a/stone/productData/hoistingMachinery/import","POST /a/stone/productData/fieldMotorVehicles/import","POST /a/stone/productData/majorAmusementFacilities/import","POST /a/stone/productData/pressurePiping/import","POST /a/stone/productData/pressurePipeline/import","POST /a/stone/productData/passengerRopeway/import"]);
/** Every other operation with a body takes application/x-www-form-urlencoded. */

/**
 * Which calls other than GETs are reads (`x-idempotent: true`, retried like GETs): those whose path
 * ends in a read action's name, except `writesNamedAsReads`, and `readsNamedOtherwise`.
 */
export const READ_NAME = /\/(\w*[lL]ist\w*|find\w*|get\w*|check\w*|query\w*|\w*Page|\w*His|overview|exports|inspectionItems)(\/\{[^}]+\})*$/;
export const readsNamedOtherwise: ReadonlySet<string> = new Set(["POST /a/stone/common/passwordRestApplyCheck","POST /a/stone/common/ogmUnitRegistCheck/{a}/{b}/{c}"]);
export const writesNamedAsReads: ReadonlySet<string> = new Set(["POST /a/stone/common/checkSmsAuthCode"]);
/** GETs that are not reads (`x-idempotent: false`): not retried unless the caller opts in. */
export const getsNotRead: ReadonlySet<string> = new Set(["GET /a/logout"]);
/**
 * The client adds `__ajax=json` to the operations that declare it: the /a/ ones, except those listed
 * here, and those listed here outside /a/.
 */
export const ajaxExceptions: ReadonlySet<string> = new Set(["GET /a/stone/common/validCode","GET /a/stone/common/attachment/download/{attsysid}","GET /a/stone/common/attachment/qrcode","GET /a/stone/report/downloadPdf","GET /a/stone/report/downloadOpinionPdf","POST /api/epbrmogmmaibasic/list","GET /api/epbrmogmmaibasic/detail","POST /api/epbrmogmmaibasic/equList","GET /a/stone/eqmBcwBasic/importTemplate","GET /a/stone/eqm/printYJTZS","POST /a/stone/eqm/exports","POST /a/stone/eqm/expListExcel","GET /a/stone/eqm/importTemplate","GET /a/stone/productData/boiler/export","GET /a/stone/productData/pressureVessel/export","GET /a/stone/productData/elevator/export","GET /a/stone/productData/hoistingMachinery/export","GET /a/stone/productData/fieldMotorVehicles/export","GET /a/stone/productData/majorAmusementFacilities/export","GET /a/stone/productData/pressurePiping/export","GET /a/stone/productData/pressurePipeline/export","GET /a/stone/productData/passengerRopeway/export"]);
