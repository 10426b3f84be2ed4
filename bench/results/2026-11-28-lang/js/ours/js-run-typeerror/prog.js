


const a =0
function toUnicode() {
	
		a =0
}





module.exports = {
	toUnicode
}
