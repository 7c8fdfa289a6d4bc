#!/usr/bin/env python3
"""Adds English to the permit form files (schemas/modules/tszy/permits/*.json): `x-title-en` after every field's
`title` and `labelEn` on every enum option, from the dictionary below; idempotent (a file that has them keeps
them). The text is edited in place so that the files keep their layout. Run from the repository's root."""
import glob, json, re, sys

TITLES = {
    "申请时间": "Application time", "计划开始时间": "Planned start time", "计划结束时间": "Planned end time",
    "申请单位": "Applying unit", "作业地点": "Work site", "作业内容": "Work content",
    "风险辨识结果": "Risk identification results", "关联的特殊作业": "Related special work",
    "关联作业名称": "Related work name", "关联作业票编号": "Related permit number", "作业负责人": "Work leader",
    "作业人": "Workers", "作业人姓名": "Worker name", "证书编号": "Certificate number", "监护人": "Guardian",
    "分析人": "Gas analyst", "安全措施": "Safety measures", "是否涉及": "Applies", "确认人": "Confirmed by",
    "安全交底人": "Safety briefing given by", "接受交底人": "Safety briefing received by",
    "隔离设备": "Isolated equipment", "隔离方式": "Isolation method",
    "吊物质量（吨）": "Load weight (t)", "吊装工具名称": "Lifting equipment", "司索人": "Rigger",
    "指挥人员": "Signal person", "动火方式": "Hot work method", "动火作业级别": "Hot work grade",
    "装置已停车、清洗、置换、分析合格并隔离": "Unit shut down, cleaned, purged, analysed as safe and isolated",
    "露天动火": "Open-air hot work", "动土面积（平方米）": "Excavation area (m²)", "动土深度（米）": "Excavation depth (m)",
    "动土范围": "Excavation extent", "断路地段": "Closed road section", "断路原因": "Reason for the road closure",
    "作业高度（米）": "Working height (m)", "客观危险因素": "Objective hazard factors",
    "盲板作业类别": "Blind plate operation", "设备管道名称": "Equipment or pipeline", "管道介质": "Pipeline medium",
    "温度（℃）": "Temperature (℃)", "压力（MPa）": "Pressure (MPa)", "盲板材质": "Blind plate material",
    "盲板规格": "Blind plate size", "盲板编号": "Blind plate number", "盲板位置图": "Blind plate location drawing",
    "受限空间名称": "Confined space", "原有介质": "Former medium", "施工单位": "Construction company",
    "用电功率（kW）": "Power (kW)", "工作电压（V）": "Working voltage (V)", "电工证号": "Electrician certificate number",
    "电源接入点": "Power connection point",
}
LABELS = {
    "二级": "Grade 2", "一级": "Grade 1", "特级": "Special grade",
    "a. 阵风风力五级（风速8.0m/s）以上": "a. Gusts of force 5 (8.0 m/s) or more",
    "b. Ⅱ级或Ⅱ级以上的高温作业": "b. High-temperature work of class II or above",
    "c. 平均气温等于或低于5℃的作业环境": "c. Mean air temperature of 5 ℃ or below",
    "d. 接触冷水温度等于或低于12℃的作业": "d. Contact with cold water of 12 ℃ or below",
    "e. 作业场地有冰、雪、霜、水、油等易滑物": "e. Slippery ground: ice, snow, frost, water, oil or the like",
    "f. 作业场所光线不足，能见度差": "f. Poor light and visibility at the workplace",
    "g. 作业活动范围与危险电压带电体的距离小于规定": "g. Less than the required distance from live parts at dangerous voltage",
    "h. 摆动，立足处不是平面或只有很小的平面": "h. Swaying, or footing not flat or very small",
    "i. Ⅲ级或Ⅲ级以上的体力劳动强度": "i. Physical workload of class III or above",
    "j. 存在有毒气体或空气中含氧量低于19.5%的作业环境": "j. Toxic gas present or oxygen below 19.5% in the air",
    "k. 可能引起各种灾害事故的作业环境或抢救突然发生的灾害事故": "k. Surroundings that may cause accidents, or rescue in a sudden accident",
    "抽": "Remove", "堵": "Insert",
}

def english(path):
    text = open(path, encoding="utf-8").read()
    if '"x-title-en"' in text:
        return False
    cut = text.index('"detail": {')  # titles after it are the detail sections', not fields'
    head, tail = text[:cut], text[cut:]

    def title(m):
        zh = m.group(2)
        if zh not in TITLES:
            return m.group(0)
        en = json.dumps(TITLES[zh], ensure_ascii=False)
        if m.group(3) == ",\n":  # a field written over several lines: the English on its own line
            return f'{m.group(1)}"title": "{zh}",\n{m.group(1)}"x-title-en": {en},\n'
        return f'{m.group(1)}"title": "{zh}", "x-title-en": {en}{m.group(3)}'

    head = re.sub(r'(^[ \t]*|(?<=[{,] ))"title": "([^"]+)"(,\n|,| )', title, head, flags=re.M)

    def label(m):
        zh = m.group(1)
        return f'"label": "{zh}", "labelEn": {json.dumps(LABELS[zh], ensure_ascii=False)}' if zh in LABELS else m.group(0)

    head = re.sub(r'"label": "([^"]+)"', label, head)
    out = head + tail
    json.loads(out)
    open(path, "w", encoding="utf-8").write(out)
    return True

if __name__ == "__main__":
    for f in sorted(glob.glob("schemas/modules/tszy/permits/*.json")):
        print(f, "changed" if english(f) else "kept")
    missing = []
    for f in sorted(glob.glob("schemas/modules/tszy/permits/*.json")):
        def walk(o, where):
            if isinstance(o, dict):
                if "type" in o and "title" in o and "x-title-en" not in o:
                    missing.append(f"{f}: {where} {o['title']}")
                for e in o.get("enum", []) if isinstance(o.get("enum"), list) else []:
                    if isinstance(e, dict) and "labelEn" not in e:
                        missing.append(f"{f}: {where} option {e.get('label')}")
                for k, v in o.items():
                    walk(v, f"{where}/{k}")
            elif isinstance(o, list):
                for i, v in enumerate(o):
                    walk(v, f"{where}/{i}")
        walk(json.load(open(f, encoding="utf-8"))["form"], "form")
    if missing:
        print("\n".join(missing)); sys.exit(1)
