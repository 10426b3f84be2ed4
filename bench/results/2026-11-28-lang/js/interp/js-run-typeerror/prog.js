


function toUnicode() {
	const a =0
		a ++
}












module.exports = { toUnicode
}
