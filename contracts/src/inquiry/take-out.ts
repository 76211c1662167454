/**
 * The words that take a line out of what is asked, in one place: a cell of a procurement system's status, a buyer's
 * line or remark taking a cable back, someone else supplying it, a note cancelling an item, earlier messages voided.
 * Where each is looked for (a whole cell, a line, a clause, a note) the reading that uses it says.
 */

/**
 * A cell marking its line closed or cancelled, as procurement systems write it (状态 已关闭, 备注 需求取消, 作废, İPTAL),
 * or ordered already (已下单: bought elsewhere, not to quote).
 */
export const CANCELLED_CELL =
  /^(?:(?:已关闭|关闭|已取消|取消|已作废|作废|已删除|删除|需求取消|取消采购|不再采购|已撤销|撤销|已下单|已订货|已采购)(?:\s*[(（]\s*cancell?ed\s*[)）])?|cancell?ed|[İIi]ptal(?:\s+edildi)?|IPTAL|anulowan[ao]|h[ủu]y)$/i;

/** A line or remark the buyer takes back: "张工说先不报", "暂不报价", "这个不要了". */
export const NOT_ASKED_NOW = /先不报|暂不报|不用报|先别报|暂时不报|不要了|先不要|不用了/;

/** A line that lists its cable and says it is not asked this time (本次不询, 无需询价). */
export const NOT_ASKED_ON_LINE = /本次不询|本次不报|本次不招|无需询价|不需询价/;

/**
 * Someone else supplies the line (业主自购, 甲供, 供电部门负责, "By owner"), or it is there already (利旧: the old cable
 * reused, 不计入采购; 已买, 已到货: a checklist's line bought already), or it goes back (已到场的…退回, 退货): it is on the list, not to be bought here. The row is kept
 * and asks, like a cancelled one.
 */
export const SUPPLIED_BY_OTHERS =
  /利旧|已买|已购|已经买|买过了|已到货|已经到货|已拿货|不计入采购|退回材料|退回供应|退回厂家|退货|业主自购|业主供|甲供|甲方供|甲方提供|业主提供|由总包采购|总包采购|总包提供|供电部门负责|供电局负责|不在本次采购范围|不在采购范围|不属本次采购|by\s+owner|owner[-\s]*(?:supplied|furnished)|by\s+others/i;

/** A line voiding the earlier messages' lines: "上午发的那几条作废", "之前的都不算". */
export const EARLIER_VOID =
  /(?:上午|早上|之前|前面|刚才|昨天)(?:发|写|报)?的?(?:那几条|几条|那些|那个)?(?:都)?(?:作废|不算|不要了|取消)/;

/** A note's or a row's remark taking its item out: 第4项已取消, 取消，改用母线, 暂缓，划去, item 3 cancel, Pos. 120 entfällt. */
export const TAKEN_OUT =
  /取消|删除|删去|作废|划去|暂缓|撤回|不再采购|暂不采购|不采购|仅请报单价|只报单价|不要了|不用报|无需报价|\bcancel(?:led)?\b|\b(?:ignore|disregard|omit)\b|\bcancelad[oa]\b|\bannul(?:er|ée?s?)(?![a-z])|\bsupprim(?:er|ée?s?)(?![a-z])|\bdelete(?:d)?\b|\bnot\s+(?:needed|required)\b|исключить|исключена|исключен|удалить|отменить|не\s+нужн|entf(?:ä|ae)llt|entfallen|(?<![a-zäöü])(?:ge)?strichen(?![a-z])|streichen|storniert|stornieren|f(?:ä|ae)llt\s+weg|nicht\s+(?:mehr\s+)?ben(?:ö|oe)tigt|anulowa[ćc]|anulowan[ae]|usun[ąa][ćc]|skre[śs]li[ćc]|[İIi]ptal|h[ủu]y\s+b[ỏo]|(?<![a-zà-ỹ])h[ủu]y(?![a-zà-ỹ])/i;
