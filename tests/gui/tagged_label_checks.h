// The labels of a game's canvas (Play, edge_tags.h): each standing edge's label is its tag, then its
// stress when numbers are shown ("b: 5"), the tag alone while they are hidden ("b"); a floating edge
// shows none. Returns the first edge that differs, "" if none.
#pragma once

#include "picture_scene.h"

#include "homestead/analysis.h"

#include <QString>

#include <functional>

namespace guitest {

inline QString checkTaggedLabels(homestead::gui::PictureScene* scene, const homestead::Picture& picture,
                                 const std::function<QString(homestead::EdgeId)>& tagOf, bool numbers) {
    const homestead::Analysis a = homestead::analyse(picture);
    for (std::size_t i = 0; i < picture.edges().size(); ++i) {
        const homestead::EdgeId id = picture.edges()[i].id;
        homestead::gui::EdgeItem* item = scene->edgeItem(id);
        if (!item) return QStringLiteral("no item for edge %1").arg(id);
        QString want;
        if (a.edges[i].standing) want = numbers ? QStringLiteral("%1: %2").arg(tagOf(id)).arg(a.edges[i].stress) : tagOf(id);
        const QString got = item->labelShown() ? item->label()->text() : QString();
        if (got != want) return QStringLiteral("edge %1: label \"%2\", want \"%3\"").arg(id).arg(got, want);
    }
    return {};
}

}  // namespace guitest
