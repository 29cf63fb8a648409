// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit: change the contract and run `pnpm --filter @tzsb/sdk generate`.

/** Operations whose request body is JSON. */
export const jsonBodies: ReadonlySet<string> = new Set(["POST /a/stone/common/account/apply","POST /save_error_logger"]);
/** Operations whose request body is multipart/form-data. */
export const multipartBodies: ReadonlySet<string> = new Set(["POST /a/stone/common/attachment/upload","POST /api/mobileUpload/upload","POST /a/stone/appOnline/updatePayCert/{id}","POST /a/stone/eqmBcwBasic/importExcel","POST /a/stone/unit/changeUnit","POST /a/stone/eqm/import","POST /a/stone/productData/boiler/import","POST /a/stone/productData/pressureVessel/import","POST /a/stone/productData/elevator/import","POST /a/stone/productData/hoistingMachinery/import","POST /a/stone/productData/fieldMotorVehicles/import","POST /a/stone/productData/majorAmusementFacilities/import","POST /a/stone/productData/pressurePiping/import","POST /a/stone/productData/pressurePipeline/import","POST /a/stone/productData/passengerRopeway/import"]);
/** Every other operation with a body takes application/x-www-form-urlencoded. */
