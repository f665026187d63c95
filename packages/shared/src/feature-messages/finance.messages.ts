import type { Texts } from '../message-texts';

/** Server and form messages of the finance screens: balance, statement, withdrawal accounts. */
export const financeMessages = {
  withdrawalAccountTypeRule: {
    en: 'Choose Alipay, WeChat or bank card',
    zh: '请选择支付宝、微信或银行卡',
    es: 'Elija Alipay, WeChat o tarjeta bancaria',
  },
  withdrawalAccountNoRule: {
    en: 'Enter a valid account: an Alipay phone or e-mail, a WeChat ID or phone, or a card number of 12 to 19 digits',
    zh: '请输入正确的账号：支付宝手机号或邮箱、微信号或手机号、12至19位银行卡号',
    es: 'Introduzca una cuenta válida: teléfono o correo de Alipay, ID o teléfono de WeChat, o un número de tarjeta de 12 a 19 dígitos',
  },
  withdrawalBankRequired: {
    en: 'Enter the bank of the card',
    zh: '请输入开户银行',
    es: 'Introduzca el banco de la tarjeta',
  },
  withdrawalBranchRequired: {
    en: 'Enter the branch of the card',
    zh: '请输入开户支行',
    es: 'Introduzca la sucursal de la tarjeta',
  },
  withdrawalAccountOwnerOnly: {
    en: 'Only the store owner can add, change or remove withdrawal accounts',
    zh: '仅店铺所有者可以添加、修改或删除提现账户',
    es: 'Solo el propietario de la tienda puede añadir, cambiar o eliminar cuentas de retiro',
  },
  withdrawalHolderMismatch: {
    en: "The holder's name must match the store's approved legal representative",
    zh: '账户持有人姓名须与店铺已审核的法定代表人一致',
    es: 'El nombre del titular debe coincidir con el representante legal aprobado de la tienda',
  },
  withdrawalNoQualification: {
    en: 'The store has no approved qualifications yet, so no withdrawal account can be bound',
    zh: '店铺资质尚未审核通过，暂不能绑定提现账户',
    es: 'La tienda aún no tiene cualificaciones aprobadas; no se puede vincular una cuenta de retiro',
  },
  withdrawalOwnerNoPhone: {
    en: "The owner's account has no phone number to send the code to",
    zh: '店铺所有者账号未绑定手机号，无法发送验证码',
    es: 'La cuenta del propietario no tiene teléfono al que enviar el código',
  },
  withdrawalAccountDuplicate: {
    en: 'This account is already bound to the store',
    zh: '该账户已绑定到本店',
    es: 'Esta cuenta ya está vinculada a la tienda',
  },
  withdrawalAccountNotFound: {
    en: 'Withdrawal account not found',
    zh: '提现账户不存在',
    es: 'Cuenta de retiro no encontrada',
  },
  withdrawalAccountLimit: {
    en: 'A store can bind at most {max} withdrawal accounts',
    zh: '每个店铺最多绑定{max}个提现账户',
    es: 'Una tienda puede vincular como máximo {max} cuentas de retiro',
  },
  withdrawalAccountAddedTitle: {
    en: 'Withdrawal account added',
    zh: '已添加提现账户',
    es: 'Cuenta de retiro añadida',
  },
  withdrawalAccountChangedTitle: {
    en: 'Withdrawal account changed',
    zh: '提现账户已修改',
    es: 'Cuenta de retiro modificada',
  },
  withdrawalAccountRemovedTitle: {
    en: 'Withdrawal account removed',
    zh: '提现账户已删除',
    es: 'Cuenta de retiro eliminada',
  },
  withdrawalAccountMessage: {
    en: 'Store {store}: {type} account {account} of {holder}. It can be used for withdrawals from {usable_from} (UTC). If this was not you, change your password and remove the account.',
    zh: '店铺{store}：{holder}的{type}账户{account}。自{usable_from}（UTC）起可用于提现。如非本人操作，请立即修改密码并删除该账户。',
    es: 'Tienda {store}: cuenta {type} {account} de {holder}. Podrá usarse para retiros desde {usable_from} (UTC). Si no fue usted, cambie su contraseña y elimine la cuenta.',
  },
  withdrawalAccountRemovedMessage: {
    en: 'Store {store}: the {type} account {account} of {holder} was removed.',
    zh: '店铺{store}：{holder}的{type}账户{account}已删除。',
    es: 'Tienda {store}: se eliminó la cuenta {type} {account} de {holder}.',
  },
  withdrawalTypeAlipay: { en: 'Alipay', zh: '支付宝', es: 'Alipay' },
  withdrawalTypeWechat: { en: 'WeChat', zh: '微信', es: 'WeChat' },
  withdrawalTypeCard: { en: 'bank card', zh: '银行卡', es: 'tarjeta bancaria' },
  withdrawalBelowMinimum: {
    en: 'The amount must be at least {min} yuan',
    zh: '提现金额不能低于{min}元',
    es: 'El importe debe ser de al menos {min} yuanes',
  },
  withdrawalAboveAvailable: {
    en: 'The amount exceeds the available balance ({available} yuan)',
    zh: '提现金额超过可提现余额（{available}元）',
    es: 'El importe supera el saldo disponible ({available} yuanes)',
  },
  withdrawalAccountCooling: {
    en: 'This account was added or changed recently; it can be used for withdrawals from {usable_from} (UTC)',
    zh: '该账户刚添加或修改，自{usable_from}（UTC）起方可用于提现',
    es: 'Esta cuenta se añadió o cambió hace poco; podrá usarse para retiros desde {usable_from} (UTC)',
  },
  withdrawalNotFound: {
    en: 'The withdrawal does not exist',
    zh: '提现记录不存在',
    es: 'El retiro no existe',
  },
  withdrawalNotPending: {
    en: 'Only a withdrawal waiting for review can be approved or rejected',
    zh: '只有待审核的提现可以通过或驳回',
    es: 'Solo un retiro pendiente de revisión puede aprobarse o rechazarse',
  },
  withdrawalSandboxOnly: {
    en: 'A payout outcome can be chosen only while the sandbox pays out',
    zh: '仅在沙箱打款时可以指定打款结果',
    es: 'Solo se puede elegir el resultado del pago mientras paga el sandbox',
  },
  withdrawalSucceededTitle: {
    en: 'Withdrawal paid out',
    zh: '提现成功',
    es: 'Retiro pagado',
  },
  withdrawalSucceededMessage: {
    en: 'Store {store}: withdrawal {no} of {amount} yuan was paid to {account} (reference {ref}).',
    zh: '店铺{store}：提现{no}共{amount}元已打款至{account}（流水号{ref}）。',
    es: 'Tienda {store}: el retiro {no} de {amount} yuanes se pagó a {account} (referencia {ref}).',
  },
  withdrawalFailedTitle: {
    en: 'Withdrawal failed',
    zh: '提现失败',
    es: 'Retiro fallido',
  },
  withdrawalFailedMessage: {
    en: 'Store {store}: withdrawal {no} of {amount} yuan failed: {reason}. The amount is back in the available balance.',
    zh: '店铺{store}：提现{no}共{amount}元失败：{reason}。金额已退回可提现余额。',
    es: 'Tienda {store}: el retiro {no} de {amount} yuanes falló: {reason}. El importe volvió al saldo disponible.',
  },
} satisfies Record<string, Texts>;
