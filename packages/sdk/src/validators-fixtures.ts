// Fixtures of the validators' tests: the rule table's cases, values each rule accepts, refuses or normalises.
import { CHECK_MESSAGES, NOT_A_NUMBER_MESSAGE, ruleMessages, type RuleId } from './validators';

export interface Case {
  /** Valid values already in their normalised form (they come out of the schema unchanged). */
  valid: string[];
  /** Values refused with the rule's own (shape) message. */
  invalid: string[];
  /** Invalid values answered with a message other than the rule's own. */
  otherMessage?: Record<string, string>;
  /** Values accepted once normalised: typed value → the normalised value that is checked and given out. */
  normalized?: Record<string, string>;
}

/** Each rule on its valid, invalid and normalised values. */
export const cases: Record<RuleId, Case> = {
  email: {
    valid: ['user@example.com', 'first.last@sub.example.cn', 'a_b-c+tag@qq.com', 'X9@163.COM'],
    invalid: [
      'user',
      'user@',
      '@example.com',
      'user@example',
      'user@@example.com',
      'us er@example.com',
      'user@exa_mple.com',
      'user.@example.com',
      'user@example.c',
      'user＠example',
    ],
    normalized: {
      ' user@example.com ': 'user@example.com',
      'ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ': 'user@example.com',
      '\u200buser@example.com': 'user@example.com',
    },
  },
  url: {
    valid: [
      'http://example.com',
      'https://www.nbtzsb.gov.cn/path?q=1#top',
      'ftp://files.example.org/pub/',
      'http://localhost:8080/a',
      'https://192.168.1.10/admin',
      'https://例子.中国/',
    ],
    invalid: [
      'example.com',
      'www.example.com',
      'mailto:a@b.com',
      'file:///etc/passwd',
      'ws://example.com',
      'http://',
      'http:/example.com',
      'http://exa mple.com',
      'https://999.1.1.1/',
      'javascript:alert(1)',
    ],
    normalized: {
      ' https://example.com/a ': 'https://example.com/a',
      'ｈｔｔｐｓ：／／ｅｘａｍｐｌｅ．ｃｏｍ': 'https://example.com',
    },
  },
  nonNegativeInteger: {
    valid: ['0', '1', '7', '10', '1234567890'],
    invalid: ['-1', '+1', '00', '01', '1.0', '1.5', '1e3', 'abc', '1 2', '１２ａ'],
    normalized: { '１２': '12', ' 1 ': '1', '\u30000\u3000': '0' },
  },
  positiveInteger: {
    valid: ['1', '9', '10', '99999'],
    invalid: ['0', '00', '01', '-1', '+5', '1.0', '2.5', 'abc'],
  },
  decimal2: {
    valid: ['12', '12.5', '12.50', '0.01', '0.1', '0.5', '1', '100.99'],
    invalid: ['0', '0.00', '0.0', '12.345', '0.001', '-1', '-1.5', '012', '12.', '1e2'],
    otherMessage: {
      abc: NOT_A_NUMBER_MESSAGE,
      '12a': NOT_A_NUMBER_MESSAGE,
      '1.2.3': NOT_A_NUMBER_MESSAGE,
      '.': NOT_A_NUMBER_MESSAGE,
      '１２。５': NOT_A_NUMBER_MESSAGE,
    },
    normalized: { '１２': '12', '１２．５０': '12.50', ' 0.5 ': '0.5' },
  },
  decimal2Zh: {
    valid: ['12', '12.5', '12.50', '0.01', '3.14'],
    invalid: ['0', '0.00', '12.345', '-12.5', '012'],
    otherMessage: { abc: NOT_A_NUMBER_MESSAGE, 十二: NOT_A_NUMBER_MESSAGE, '12元': NOT_A_NUMBER_MESSAGE },
    normalized: { '３．１４': '3.14', '１２': '12' },
  },
  mobile: {
    valid: ['13012345678', '13812345678', '15912345678', '19912345678'],
    invalid: [
      '12012345678',
      '11012345678',
      '1381234567',
      '138123456789',
      '23812345678',
      '1381234567a',
      '+8613812345678',
      '138-1234-567',
      '138.1234.5678',
    ],
    normalized: {
      '138 1234 5678': '13812345678',
      '138-1234-5678': '13812345678',
      ' 13812345678 ': '13812345678',
      '１３８１２３４５６７８': '13812345678',
      '138－1234－5678': '13812345678',
      '138\u30001234\u30005678': '13812345678',
      '138—1234—5678': '13812345678',
    },
  },
  phone: {
    valid: [
      '13812345678',
      '19912345678',
      '0574-87654321',
      '057487654321',
      '010-12345678',
      '01012345678',
      '0574-8765432',
      '87654321',
      '8765432',
    ],
    invalid: [
      '12012345678',
      '123456',
      '123456789',
      '0574-876543',
      '0574-876543210',
      '574-87654321',
      '0574-87654321-123',
      'abc',
      '00-12345678',
      '0574-873',
      '0574-873-51',
      '-',
    ],
    normalized: {
      '138 1234 5678': '13812345678',
      '138-1234-5678': '13812345678',
      '0574 87654321': '0574-87654321',
      '0574 8765 4321': '0574-87654321',
      '0574-8765-4321': '0574-87654321',
      '(0574)87654321': '0574-87654321',
      '（０５７４）８７６５４３２１': '0574-87654321',
      '010 - 12345678': '010-12345678',
      '８７６５ ４３２１': '87654321',
    },
  },
  postalCode: {
    valid: ['315000', '100000', '999999'],
    invalid: ['015000', '000000', '31500', '3150000', '31500a', '315 000'],
    normalized: { '３１５０００': '315000', ' 315000 ': '315000' },
  },
  fixedAssets: {
    valid: ['1', '100', '5000000'],
    invalid: ['0', '-100', '10.5', '01', 'abc'],
  },
  equipmentCode: {
    valid: ['311033020020190123', '000000000000000000'],
    invalid: [
      '31103302002019012',
      '3110330200201901234',
      '31103302002019012a',
      '3110-3302002019012',
      'abcdefghijklmnopqr',
    ],
    normalized: {
      '3110 3302 0020 1901 23': '311033020020190123',
      '3110-33020020-190123': '311033020020190123',
      '３１１０３３０２００２０１９０１２３': '311033020020190123',
    },
  },
  registrationCode: {
    valid: ['33020330002019000123', '00000000000000000000'],
    invalid: ['3302033000201900012', '330203300020190001234', '3302033000201900012X', '梯11浙B00001(19)'],
    normalized: {
      '3302 0330 0020 1900 0123': '33020330002019000123',
      '33020330-0020190-00123': '33020330002019000123',
    },
  },
  idCard: {
    // GB 11643-1999's own example, then numbers with a digit and an X as check character, and 29 February of a leap year.
    valid: [
      '11010519491231002X',
      '330204197803152417',
      '330203199001011236',
      '33021219950728211X',
      '110105200002291235',
      '330203180001011236',
    ],
    invalid: [
      '33020319900101123',
      '3302031990010112345',
      '3302031990010112XX',
      '33020319900101123Y',
      'X30203199001011234',
      '330203 9900101123X',
      '33020319900101123*',
    ],
    otherMessage: {
      // the check character: the example, and one digit off in the body or the check character
      '330212198504120031': CHECK_MESSAGES.idCardCheckDigit,
      '330203199001011234': CHECK_MESSAGES.idCardCheckDigit,
      '11010519491231002': ruleMessages.idCard,
      '110105194912310021': CHECK_MESSAGES.idCardCheckDigit,
      '11010519491231012X': CHECK_MESSAGES.idCardCheckDigit,
      // the birth date (digits 7-14): no 30 February, no month 13, no 29 February 1900, nothing before 1800 or in the future
      '330203199002301235': CHECK_MESSAGES.idCardBirthDate,
      '330203199013011233': CHECK_MESSAGES.idCardBirthDate,
      '330203199000011236': CHECK_MESSAGES.idCardBirthDate,
      '110105190002291239': CHECK_MESSAGES.idCardBirthDate,
      '330203179912311231': CHECK_MESSAGES.idCardBirthDate,
      '330203209912311236': CHECK_MESSAGES.idCardBirthDate,
    },
    normalized: {
      '11010519491231002x': '11010519491231002X',
      ' 110105 19491231 002X ': '11010519491231002X',
      '110105-19491231-002x': '11010519491231002X',
      '１１０１０５１９４９１２３１００２ｘ': '11010519491231002X',
      '１１０１０５１９４９１２３１００２Ｘ': '11010519491231002X',
    },
  },
  alnum18: {
    valid: ['ABCDEFGHIJ12345678', 'abcdefghij12345678', '123456789012345678', 'aBcDeFgHiJkLmNoPqR'],
    invalid: [
      'ABCDEFGHIJ1234567',
      'ABCDEFGHIJ123456789',
      'ABCDEFGHIJ1234567_',
      'ABCDEFGHIJ1234567中',
      'ABCDEFGHI 12345678',
    ],
  },
  creditCode: {
    // GB 32100-2015's own example, demo units' codes, every letter of the alphabet, and 15-character legacy codes (no check character).
    valid: [
      '91350100M000100Y43',
      '91330206717207541D',
      '913302001440663257',
      '12330200419514736R',
      'ABCDEFGHJKLMNPQRTT',
      '0UWXY000000000000K',
      '330200000012345',
      'WXY012345678912',
    ],
    otherMessage: {
      '91350100M000100Y44': CHECK_MESSAGES.creditCodeCheckDigit,
      '91350100M000100Y4X': CHECK_MESSAGES.creditCodeCheckDigit,
      '91350100M000101Y43': CHECK_MESSAGES.creditCodeCheckDigit,
      '91330206717207541R': CHECK_MESSAGES.creditCodeCheckDigit,
      '913302001440684281': CHECK_MESSAGES.creditCodeCheckDigit,
    },
    normalized: {
      ' 91350100M000100Y43 ': '91350100M000100Y43',
      '9135 0100 M000 100Y 43': '91350100M000100Y43',
      '91350100-M000100Y4-3': '91350100M000100Y43',
      '９１３５０１００Ｍ０００１００Ｙ４３': '91350100M000100Y43',
      '330200 000012345': '330200000012345',
    },
    invalid: [
      // forbidden letters I, O, Z, S, V
      '91330200MA2AAAAI1X',
      '91330200MA2AAAAO1X',
      '91330200MA2AAAAZ1X',
      '91330200MA2AAAAS1X',
      '91330200MA2AAAAV1X',
      '33020000001234I',
      // lower case
      '91330200ma2aaaaa1x',
      '330200000012a45',
      // lengths 14, 16, 17, 19
      '33020000001234',
      '3302000000123456',
      '91330200MA2AAAAA1',
      '91330200MA2AAAAA1X0',
      '91330200-MA2AAAAA1',
    ],
  },
};
