/** The demo merchant's world: two stores, announcements around today, a few messages. */
export const demoStores = [
  {
    name: '力行健身·朝阳店',
    city: '北京',
    address: '朝阳区建国路88号SOHO现代城B座3层',
    phone: '010-85801234',
  },
  {
    name: '小飞人少儿体能·海淀店',
    city: '北京',
    address: '海淀区中关村大街27号中关村大厦2层',
    phone: '010-62501888',
  },
];

/** Days are relative to the moment of seeding: negative is in the past. */
export const demoAnnouncements = [
  {
    title: '平台服务费调整通知 / Platform fee update',
    content:
      '自12月1日起，课程类订单平台服务费由6%调整为5%。\nFrom 1 December the platform fee on course orders falls from 6% to 5%.',
    startDays: -3,
    endDays: 27,
    createdDaysAgo: 3,
  },
  {
    title: '冬季青少年体能训练营招募 / Winter youth training camps',
    content:
      '平台将为冬季训练营提供首页推荐位，请于12月10日前在“课程套餐发布”中提交。\nCamps submitted before 10 December get a home-page slot.',
    startDays: -1,
    endDays: 20,
    createdDaysAgo: 1,
  },
  {
    title: '系统维护公告 / Scheduled maintenance',
    content:
      '本周六凌晨2:00-4:00进行系统维护，期间无法提现。\nWithdrawals pause on Saturday 02:00–04:00 for maintenance.',
    startDays: 0,
    endDays: 6,
    createdDaysAgo: 0,
  },
  {
    title: '国庆假期营业安排 / National Day opening hours',
    content:
      '请各门店于9月25日前更新国庆期间营业时间。\nPlease update your holiday opening hours by 25 September.',
    startDays: -60,
    endDays: -45,
    createdDaysAgo: 61,
  },
  {
    title: '春季会员卡共享活动预告 / Spring shared-card campaign',
    content:
      '春季共享会员卡活动将于明年3月开启，敬请期待。\nThe spring shared membership card campaign opens next March.',
    startDays: 90,
    endDays: 120,
    createdDaysAgo: 2,
  },
];

export const demoMessages = [
  {
    title: '门店资质审核通过 / Qualifications approved',
    content:
      '您提交的“力行健身·朝阳店”资质已审核通过。\nThe qualifications of 力行健身·朝阳店 were approved.',
    category: 'claim',
    read: true,
    createdDaysAgo: 30,
  },
  {
    title: '提现到账通知 / Withdrawal paid',
    content:
      '您于11月15日申请的提现 ¥2,380.00 已到账。\nYour withdrawal of ¥2,380.00 requested on 15 November was paid.',
    category: 'finance',
    read: true,
    createdDaysAgo: 5,
  },
  {
    title: '课程审核未通过 / Course rejected',
    content:
      '“周末亲子瑜伽”未通过审核：课程图片不清晰，请修改后重新提交。\n“Weekend parent-child yoga” was rejected: the course image is blurred.',
    category: 'course',
    read: false,
    createdDaysAgo: 2,
  },
  {
    title: '新评价提醒 / New review',
    content: '会员张伟对“燃脂搏击操”给出了5星评价。\nMember 张伟 gave “Fat-burning kickboxing” five stars.',
    category: 'review',
    read: false,
    createdDaysAgo: 0,
  },
];
